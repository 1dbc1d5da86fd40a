/**
 * Query keys of the diary calls. The token is part of each key, so one user's answers are never
 * shown to the next one and the calendar rebuilds its events when the token changes (spec section 4).
 */
export const diaryQueryKeys = {
  all: ['diaries'] as const,
  ownEntries: (token: string | null) => ['diaries', token, 'own'] as const,
  ownEntry: (token: string | null, id: string) => ['diaries', token, 'own', id] as const,
  /** The forecast is computed from the diary, so saving an entry makes it stale too. */
  predictions: (token: string | null) => ['diaries', token, 'predictions'] as const,
  patientEntries: (token: string | null, patientId: string) => ['diaries', token, 'patient', patientId] as const,
};
