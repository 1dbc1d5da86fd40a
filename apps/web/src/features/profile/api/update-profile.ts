import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserProfileSchema, type ProfileUpdate, type UserProfile } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

/** PUT /api/profile. A missing chat_answer_language keeps the stored one. */
export const updateProfile = (changes: ProfileUpdate): Promise<UserProfile> =>
  apiRequest('/profile', UserProfileSchema, { method: 'PUT', body: { json: changes } });

export const useUpdateProfile = ({ onSuccess }: { onSuccess: (profile: UserProfile) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.profile(getAuthState().token), profile);
      onSuccess(profile);
    },
  });
};
