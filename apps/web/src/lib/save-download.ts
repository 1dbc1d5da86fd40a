import { ApiError, apiFetch, readErrorDetail } from './api-client';

/** The file name the server suggests (Content-Disposition), or `fallback`. */
export const suggestedFileName = (response: Response, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * GETs `path` with the session's token and saves the answer as a file through a blob URL (a
 * plain link cannot carry the token). Answers the file name saved; a refusal throws ApiError.
 */
export async function saveDownload(path: string, { fallbackName }: { fallbackName: string }): Promise<string> {
  const response = await apiFetch(path);
  if (!response.ok) throw new ApiError(response.status, await readErrorDetail(response));
  const fileName = suggestedFileName(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file by the next turn of the event loop.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
