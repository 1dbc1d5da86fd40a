import { z } from 'zod';

/** The weather sent with each chat message and stored with each diary entry (spec section 3). */
export const WeatherSnapshotSchema = z.object({
  city: z.string().trim().max(120).nullable().optional(),
  temperature: z.number().min(-100).max(70).nullable().optional(),
  humidity: z.number().min(0).max(100).nullable().optional(),
  pressure: z.number().min(800).max(1100).nullable().optional(),
  condition: z.string().trim().max(120).nullable().optional(),
});
export type WeatherSnapshot = z.infer<typeof WeatherSnapshotSchema>;
