import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PhotoResponseSchema, type PhotoResponse } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeClinicPhoto } from './upload-clinic-photo';

/** DELETE /api/admin-clinic/photo: back to the default picture. */
export const deleteClinicPhoto = (): Promise<PhotoResponse> => apiRequest('/admin-clinic/photo', PhotoResponseSchema, { method: 'DELETE' });

export const useDeleteClinicPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClinicPhoto,
    onSuccess: (answer) => storeClinicPhoto(queryClient, answer.user.profile_photo_url),
  });
};
