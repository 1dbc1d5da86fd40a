import { queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorPatientListSchema, type DoctorPatient } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

/** GET /api/doctors/patients: the signed-in doctor's own patients. */
export const getDoctorPatients = (signal?: AbortSignal): Promise<DoctorPatient[]> =>
  apiRequest('/doctors/patients', DoctorPatientListSchema, signal ? { signal } : {});

export const doctorPatientsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['doctor-patients', token],
    queryFn: ({ signal }) => getDoctorPatients(signal),
    enabled: token != null,
  });

export const useDoctorPatients = () => {
  const { token } = useAuth();
  return useQuery(doctorPatientsQueryOptions(token));
};
