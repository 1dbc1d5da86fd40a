import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Clinic } from '@cephalo/shared/clinic';
import { PhotoResponseSchema, type PhotoResponse } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** POST /api/admin-clinic/photo: multipart field `file`, an image of at most 5 MB. */
export const uploadClinicPhoto = (file: File): Promise<PhotoResponse> => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/admin-clinic/photo', PhotoResponseSchema, { method: 'POST', body: { multipart: form } });
};

export const storeClinicPhoto = (queryClient: QueryClient, url: string | null): void => {
  queryClient.setQueryData(clinicQueryKeys.clinic(getAuthState().token), (clinic: Clinic | undefined) => clinic && { ...clinic, profile_photo_url: url });
};

export const useUploadClinicPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClinicPhoto,
    onSuccess: (answer) => storeClinicPhoto(queryClient, answer.user.profile_photo_url),
  });
};
