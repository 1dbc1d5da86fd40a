/**
 * Whose outcomes a screen shows: the signed-in patient's own (`/api/outcomes`, ...) or, for a
 * doctor, one of their patients (`/api/doctors/patients/{id}/outcomes`, ...). The same components
 * serve both pages; only the path prefix differs.
 */
export type OutcomesSubject = { kind: 'self' } | { kind: 'patient'; patientId: string };

export const OWN_OUTCOMES: OutcomesSubject = { kind: 'self' };

/** The API path (under /api) of `resource` for the subject, e.g. `/doctors/patients/p1/midas`. */
export const subjectPath = (subject: OutcomesSubject, resource: string): string =>
  subject.kind === 'self' ? resource : `/doctors/patients/${encodeURIComponent(subject.patientId)}${resource}`;

/** A cache-key part that tells the subjects apart. */
export const subjectKey = (subject: OutcomesSubject): string => (subject.kind === 'self' ? 'self' : `patient:${subject.patientId}`);
