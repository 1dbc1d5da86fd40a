import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../errors/http-errors';

/** No request of this API nests deeper than a few levels; 64 leaves room for any honest client. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text opens more than `maxDepth` arrays or objects inside one another, in one
 * pass over its characters (brackets inside strings do not count). Text that is not JSON is left
 * to JSON.parse to refuse.
 */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) isInString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), after a check of their
 * depth: from about 3,000 levels (a 6 KB `[[[[...]]]]`) anything that walks the value recursively
 * overflows the stack, and every JSON route answered 500, without a session (issue 37).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BadRequestError(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
