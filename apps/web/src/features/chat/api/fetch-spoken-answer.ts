import { ApiError, apiFetch, readErrorDetail } from '../../../lib/api-client';

/**
 * GET /api/generate?audio_label=: the spoken answer as audio. Fetched with the bearer token (an
 * <audio src> could not send it), so the caller plays it from a blob URL.
 */
export const fetchSpokenAnswer = async (audioLabel: string, signal?: AbortSignal): Promise<Blob> => {
  const response = await apiFetch(`/generate?${new URLSearchParams({ audio_label: audioLabel }).toString()}`, {
    headers: { Accept: 'audio/*' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorDetail(response));
  return response.blob();
};
