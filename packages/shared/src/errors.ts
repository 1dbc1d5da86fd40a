import { z } from 'zod';

/** Every 4xx and 5xx answer of the API carries one human-readable `detail`. */
export const ErrorResponseSchema = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
