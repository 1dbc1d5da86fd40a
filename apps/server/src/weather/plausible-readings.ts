import { z } from 'zod';

/**
 * Plausible ranges of what a provider reports; a value outside them means the answer is not what
 * it claims to be. One set for every provider, so each is held to the same bounds.
 */
export const PlausibleTemperatureSchema = z.number().min(-100).max(70);
export const PlausibleHumiditySchema = z.number().min(0).max(100);
export const PlausiblePressureSchema = z.number().min(800).max(1100);
