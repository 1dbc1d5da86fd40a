import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../errors/http-errors';

/** The path of the first text that holds a NUL character, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
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
