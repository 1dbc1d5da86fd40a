/**
 * Cache keys of the profile screens. The token is part of each key so one user's answer is never
 * shown to the next one (the cache is also cleared at logout).
 */
export const profileQueryKeys = {
  profile: (token: string | null) => ['profile', 'own', token] as const,
  doctorProfile: (token: string | null) => ['profile', 'doctor', token] as const,
  assignedDoctor: (token: string | null) => ['profile', 'assigned-doctor', token] as const,
  clinic: (token: string | null, clinicId: string | null) => ['profile', 'clinic', token, clinicId] as const,
  accessLog: (token: string | null) => ['profile', 'access-log', token] as const,
};
