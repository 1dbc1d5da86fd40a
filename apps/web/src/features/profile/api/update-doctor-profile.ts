import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DoctorProfileSchema, type DoctorProfile, type ProfileUpdate } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

/** PUT /api/doctors: the same fields as PUT /api/profile, answered with the doctor profile. */
export const updateDoctorProfile = (changes: ProfileUpdate): Promise<DoctorProfile> =>
  apiRequest('/doctors', DoctorProfileSchema, { method: 'PUT', body: { json: changes } });

export const useUpdateDoctorProfile = ({ onSuccess }: { onSuccess: (profile: DoctorProfile) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoctorProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.doctorProfile(getAuthState().token), profile);
      onSuccess(profile);
    },
  });
};
