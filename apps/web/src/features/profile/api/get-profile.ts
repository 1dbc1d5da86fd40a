import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserProfileSchema, type UserProfile } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { saveProfilePhoto } from '../../../lib/profile-photo';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/profile: the signed-in user's own profile. */
export const getProfile = async (signal?: AbortSignal): Promise<UserProfile> => {
  const profile = await apiRequest('/profile', UserProfileSchema, signal ? { signal } : {});
  saveProfilePhoto(profile.profile_photo_url);
  return profile;
};

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: profileQueryKeys.profile(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token != null,
  });

export const useProfile = () => {
  const { token } = useAuth();
  return useQuery(profileQueryOptions(token));
};
