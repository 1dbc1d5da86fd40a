import { queryOptions, useQuery } from '@tanstack/react-query';
import { PredictionResponseSchema, type PredictionResponse } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { diaryQueryKeys } from '../../../lib/diary-query-keys';

/** The browser's coordinates, when it gave them; a fallback city adds nothing to the forecast. */
export type PredictionCoordinates = { lat: number; lon: number } | null;

/** Where the forecast is asked for; the weather feature knows it (composed in src/app). */
export interface PredictionPlace {
  /** False while the browser is still asked for its position. */
  isPlaceKnown: boolean;
  coordinates: PredictionCoordinates;
}

/**
 * GET /api/predict/diaries: `predictions[0]` holds the probabilities for today+1 to today+5, and
 * `explanation` what they stand on and what moved each day. With `?lat=&lon=` the server also
 * weighs the forecast pressure change of that place.
 */
export const getHeadachePredictions = (coordinates: PredictionCoordinates, signal?: AbortSignal): Promise<PredictionResponse> => {
  const query = coordinates ? `?${new URLSearchParams({ lat: coordinates.lat.toFixed(2), lon: coordinates.lon.toFixed(2) }).toString()}` : '';
  return apiRequest(`/predict/diaries${query}`, PredictionResponseSchema, { signal });
};

export const headachePredictionsQueryOptions = (token: string | null, coordinates: PredictionCoordinates) =>
  queryOptions({
    // Under the token's predictions key, so saving a diary entry still makes every variant stale.
    queryKey: [...diaryQueryKeys.predictions(token), coordinates ? `${coordinates.lat},${coordinates.lon}` : 'no-place'] as const,
    queryFn: ({ signal }) => getHeadachePredictions(coordinates, signal),
    enabled: token != null,
    select: (response) => ({ probabilities: response.predictions[0] ?? [], explanation: response.explanation }),
  });

/** The forecast waits for the browser's position (a few seconds at most), so it is asked once. */
export const useHeadachePredictions = ({ isEnabled, place }: { isEnabled: boolean; place: PredictionPlace }) => {
  const { token } = useAuth();
  return useQuery({
    ...headachePredictionsQueryOptions(token, place.coordinates),
    enabled: isEnabled && token != null && place.isPlaceKnown,
  });
};
