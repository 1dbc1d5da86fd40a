import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AssignedDoctorSchema } from '@cephalo/shared/profile';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

export type AssignedDoctor = z.infer<typeof AssignedDoctorSchema>;

/** GET /api/patient/doctor: the patient's doctor, or null when none is assigned (404). */
export const getAssignedDoctor = async (signal?: AbortSignal): Promise<AssignedDoctor | null> => {
  try {
    return await apiRequest('/patient/doctor', AssignedDoctorSchema, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const assignedDoctorQueryOptions = (token: string | null, hasDoctor: boolean) =>
  queryOptions({
    queryKey: profileQueryKeys.assignedDoctor(token),
    queryFn: ({ signal }) => getAssignedDoctor(signal),
    enabled: token != null && hasDoctor,
  });

/** The patient's doctor; asked only when the profile says there is one, so no request fails for a patient without. */
export const useAssignedDoctor = (hasDoctor: boolean) => {
  const { token } = useAuth();
  return useQuery(assignedDoctorQueryOptions(token, hasDoctor));
};
