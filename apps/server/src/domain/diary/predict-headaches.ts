import type { FastifyBaseLogger } from 'fastify';
import { pressureChanges24h } from '@cephalo/shared/weather-advice';
import type { ReadCache } from '../../cache/read-cache';
import type { Database } from '../../db/database';
import type { WeatherService } from '../../weather/weather-service';
import { getStoredForecast } from './get-stored-forecast';

/**
 * The probability of a headache on each of the next five days from the patient's diary and, with
 * the patient's coordinates, the forecast pressure change. Kept in the read cache under the
 * patient, per local date and weather input.
 */
export async function predictHeadaches({ db, weather, reads, log, patientId, today, lat, lon }: {
  db: Database;
  weather: WeatherService;
  reads: ReadCache;
  log: FastifyBaseLogger;
  patientId: string;
  today: string;
  lat?: number | undefined;
  lon?: number | undefined;
}): Promise<number[]> {
  let pressureChange24h: (number | null)[] | undefined;
  if (lat !== undefined && lon !== undefined) {
    // Weather is a refinement: when the provider is down the forecast stands on the diary alone.
    pressureChange24h = await weather
      .getWeatherForecast({ lat, lon })
      .then((forecast) => pressureChanges24h(forecast.list, today))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'forecast without pressure: weather unavailable');
        return undefined;
      });
  }
  const weatherInput = pressureChange24h ? JSON.stringify(pressureChange24h) : '';
  return reads.read(patientId, `forecast:${today}:${weatherInput}`, () => getStoredForecast({ db, patientId, today, pressureChange24h }));
}
