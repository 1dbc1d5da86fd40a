import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '../../../lib/save-download';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';

/**
 * The FHIR R4 bundle of the subject's diary days and MIDAS scores, saved as a file: the patient's
 * own (GET /api/profile/export?format=fhir) or, for their doctor, one patient's
 * (GET /api/doctors/patients/{id}/fhir). Either download is written to the access trail.
 */
export const downloadFhirBundle = (subject: OutcomesSubject): Promise<string> =>
  saveDownload(subject.kind === 'self' ? '/profile/export?format=fhir' : subjectPath(subject, '/fhir'), { fallbackName: 'cephalo-fhir-bundle.fhir.json' });

export const useDownloadFhirBundle = (subject: OutcomesSubject, { onSuccess }: { onSuccess: (fileName: string) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadFhirBundle(subject),
    onSuccess: (fileName) => {
      // The patient's own download is in their access trail.
      if (subject.kind === 'self') void queryClient.invalidateQueries({ queryKey: ['profile', 'access-log'] });
      onSuccess(fileName);
    },
  });
};
