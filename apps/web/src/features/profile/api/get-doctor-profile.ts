import { queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorProfileSchema, type DoctorProfile } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { saveProfilePhoto } from '../../../lib/profile-photo';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/doctors: the doctor's own profile with clinic and plan names. */
export const getDoctorProfile = async (signal?: AbortSignal): Promise<DoctorProfile> => {
  const profile = await apiRequest('/doctors', DoctorProfileSchema, signal ? { signal } : {});
  saveProfilePhoto(profile.profile_photo_url);
  return profile;
};

export const doctorProfileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: profileQueryKeys.doctorProfile(token),
    queryFn: ({ signal }) => getDoctorProfile(signal),
    enabled: token != null,
  });

export const useDoctorProfile = () => {
  const { token } = useAuth();
  return useQuery(doctorProfileQueryOptions(token));
};
