import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorPatientListSchema, type DoctorPatient } from '@cephalo/shared/diary';
import { patientPageQuery, type PatientPageRequest } from '@cephalo/shared/patient-order';
import { apiRequestPage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

export interface DoctorPatientPage {
  patients: DoctorPatient[];
  /** How many patients match the search, on all pages. */
  total: number;
}

/**
 * GET /api/doctors/patients?offset=&limit=&sort=&direction=&search=&<filters>: one page of the
 * signed-in doctor's own patients, sorted, filtered and searched by the server over the whole list.
 */
export const getDoctorPatientPage = async (request: PatientPageRequest, signal?: AbortSignal): Promise<DoctorPatientPage> => {
  const { items, total } = await apiRequestPage(`/doctors/patients${patientPageQuery(request)}`, DoctorPatientListSchema, signal ? { signal } : {});
  return { patients: items, total };
};

export const doctorPatientPageQueryOptions = (token: string | null, request: PatientPageRequest) =>
  queryOptions({
    queryKey: [
      'doctor-patients',
      token,
      request.page,
      request.sort?.key ?? null,
      request.sort?.direction ?? null,
      request.search.trim(),
      JSON.stringify(request.filters ?? {}),
    ],
    queryFn: ({ signal }) => getDoctorPatientPage(request, signal),
    enabled: token != null,
    // The page shown stays while the next one loads, so the table does not blink.
    placeholderData: keepPreviousData,
  });

export const useDoctorPatientPage = (request: PatientPageRequest) => {
  const { token } = useAuth();
  return useQuery(doctorPatientPageQueryOptions(token, request));
};
