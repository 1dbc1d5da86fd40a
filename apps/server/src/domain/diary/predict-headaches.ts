import type { FastifyBaseLogger } from 'fastify';
import type { PredictionResponse } from '@cephalo/shared/diary';
import { pressureChanges24h } from '@cephalo/shared/weather-advice';
import { forecastRead, type CachedReads } from '../../cache/cached-reads';
import type { WeatherService } from '../../weather/weather-service';

/**
 * The probability of a headache on each of the next five days from the patient's diary and, with
 * the patient's coordinates, the forecast pressure change, with what moved each day. Kept in the read cache under the
 * patient, per local date and weather input.
 */
export async function predictHeadaches({
  weather,
  reads,
  log,
  patientId,
  today,
  lat,
  lon,
}: {
  weather: WeatherService;
  reads: CachedReads;
  log: FastifyBaseLogger;
  patientId: string;
  today: string;
  lat?: number | undefined;
  lon?: number | undefined;
}): Promise<PredictionResponse> {
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
  return reads.read(forecastRead, patientId, { today, pressureChange24h });
}
