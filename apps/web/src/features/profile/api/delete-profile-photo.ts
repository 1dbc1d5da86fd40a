import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PhotoResponseSchema, type PhotoResponse } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { storeProfilePhoto } from './upload-profile-photo';

/** DELETE /api/profile/photo: back to no photo (the default picture). */
export const deleteProfilePhoto = (): Promise<PhotoResponse> => apiRequest('/profile/photo', PhotoResponseSchema, { method: 'DELETE' });

export const useDeleteProfilePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePhoto,
    onSuccess: (answer) => storeProfilePhoto(queryClient, answer.user.profile_photo_url),
  });
};
