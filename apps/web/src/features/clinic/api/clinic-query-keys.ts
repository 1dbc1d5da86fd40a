/** Cache keys of the clinic administrator's screens; the token keeps one user's answers from the next. */
export const clinicQueryKeys = {
  clinic: (token: string | null) => ['clinic-admin', 'clinic', token] as const,
  patients: (token: string | null) => ['clinic-admin', 'patients', token] as const,
  doctors: (token: string | null) => ['clinic-admin', 'doctors', token] as const,
  registrationKeys: (token: string | null) => ['clinic-admin', 'registration-keys', token] as const,
  auditLog: (token: string | null) => ['clinic-admin', 'audit-log', token] as const,
};
