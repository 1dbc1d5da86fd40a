import { z } from 'zod';

/** One refused field of a request body or query: where a form shows the message, under that field. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every 4xx and 5xx answer of the API carries one human-readable `detail`; a refused request body
 * also lists `errors` by field, so a form can put each message under its field.
 */
export const ErrorResponseSchema = z.object({ detail: z.string(), errors: z.array(FieldErrorSchema).optional() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
