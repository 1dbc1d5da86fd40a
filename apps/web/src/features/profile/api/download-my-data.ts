import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, readErrorDetail } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

/** The file name the server suggests (Content-Disposition), or a sensible one. */
const fileNameOf = (response: Response): string => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'cephalo-my-data.json';

/** GET /api/profile/export, saved as a file: the request carries the token, so a plain link cannot be used. */
export async function downloadMyData(): Promise<string> {
  const response = await apiFetch('/profile/export');
  if (!response.ok) throw new ApiError(response.status, await readErrorDetail(response));
  const fileName = fileNameOf(response);
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

export const useDownloadMyData = ({ onSuccess }: { onSuccess: (fileName: string) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: (fileName) => {
      // The export is in the access trail too.
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.accessLog(getAuthState().token) });
      onSuccess(fileName);
    },
  });
};
