import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, TooManyAttemptsError } from '../errors/http-errors';

const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/;

/**
 * Every error leaves as `{ detail }`: validation problems name the field, domain errors keep
 * their message, and anything unexpected is logged in full but answered with a plain sentence,
 * so no stack trace or SQL ever reaches a user.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ detail: error.detail });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid value',
      }));
      // `detail` names each field for API clients; `errors` lets a form show each message under its field.
      const detail = errors.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join('; ');
      return reply.code(400).send({ detail, errors: errors.filter((fieldError) => fieldError.field !== '') });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ detail: 'Internal server error' });
    }
    // The multipart parser (busboy) throws plain errors for a body that is not multipart as declared.
    if (MALFORMED_MULTIPART.test(error.message) || (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.isMultipart()))
      return reply.code(400).send({ detail: 'The upload is not a complete multipart/form-data body. Send the file again.' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, too large, rate limit) are safe to show.
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
});
