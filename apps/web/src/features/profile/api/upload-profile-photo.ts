import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PhotoResponseSchema, type DoctorProfile, type PhotoResponse, type UserProfile } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { saveProfilePhoto } from '../../../lib/profile-photo';
import { profileQueryKeys } from './profile-query-keys';

/** POST /api/profile/photo: multipart field `file`, an image of at most 5 MB (400 or 413 otherwise). */
export const uploadProfilePhoto = (file: File): Promise<PhotoResponse> => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/profile/photo', PhotoResponseSchema, { method: 'POST', body: { multipart: form } });
};

/** Puts the new photo path into every cached copy of the user's profile and into localStorage. */
export const storeProfilePhoto = (queryClient: QueryClient, url: string | null): void => {
  const { token } = getAuthState();
  const withPhoto = <T extends UserProfile | DoctorProfile>(profile: T | undefined): T | undefined => profile && { ...profile, profile_photo_url: url };
  queryClient.setQueryData(profileQueryKeys.profile(token), withPhoto<UserProfile>);
  queryClient.setQueryData(profileQueryKeys.doctorProfile(token), withPhoto<DoctorProfile>);
  saveProfilePhoto(url);
};

export const useUploadProfilePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (answer) => storeProfilePhoto(queryClient, answer.user.profile_photo_url),
  });
};
