import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../errors/http-errors';

/** Where a value sits: its key or index and its parent's place; the path text is built only for a find. */
interface Place {
  parent: Place | null;
  key: string;
}
const pathOf = (place: Place | null, root: string): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reduceRight((path, key) => (path ? `${path}.${key}` : key), root);
};

/**
 * The path of the first text (or key) that holds a NUL character, or null. Walks with a list of
 * its own, not by recursion: however deep a value is nested, this cannot overflow the stack.
 */
export function findNul(value: unknown, root: string): string | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(place, root);
    } else if (Array.isArray(item)) {
      // Pushed last first, so that the first element is looked at first.
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push({ value: item[index], place: { parent: place, key: String(index) } });
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (key.includes('\u0000')) return pathOf({ parent: place, key: key.replaceAll('\u0000', '\\0') }, root);
      for (let index = entries.length - 1; index >= 0; index -= 1)
        pending.push({ value: entries[index]![1], place: { parent: place, key: entries[index]![0] } });
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, and no person types one: any field, query or
 * path value holding one is refused with a 400 naming it, before validation and before the database.
 */
export const refuseNulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '');
    if (field !== null) throw new BadRequestError(`${field.replace(/^\./, '') || 'body'}: text must not contain a NUL character`);
  });
});
