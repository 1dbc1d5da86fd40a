import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAuthState } from '../../../lib/auth-storage';
import { saveDownload } from '../../../lib/save-download';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/profile/export, saved as a file. */
export const downloadMyData = (): Promise<string> => saveDownload('/profile/export', { fallbackName: 'cephalo-my-data.json' });

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
