/** Days from `from` to `to`, both included (yyyy-MM-dd), as GET /api/diaries/user/?from=&to= takes them. */
export interface DiaryDateRange {
  from: string;
  to: string;
}

/**
 * Query keys of the diary calls. The token is part of each key, so one user's answers are never
 * shown to the next one and the calendar rebuilds its events when the token changes (spec section 4).
 * Shared code: the diary and the doctor's patient list (another feature) read under these keys.
 */
export const diaryQueryKeys = {
  all: ['diaries'] as const,
  ownEntries: (token: string | null) => ['diaries', token, 'own'] as const,
  /** The entries of the days a calendar month shows. */
  ownEntriesInRange: (token: string | null, { from, to }: DiaryDateRange) => ['diaries', token, 'own', 'range', from, to] as const,
  /** Prefix of every range query of this token. */
  ownRanges: (token: string | null) => ['diaries', token, 'own', 'range'] as const,
  ownEntry: (token: string | null, id: string) => ['diaries', token, 'own', id] as const,
  /** The forecast is computed from the diary, so saving an entry makes it stale too. */
  predictions: (token: string | null) => ['diaries', token, 'predictions'] as const,
  patientEntries: (token: string | null, patientId: string) => ['diaries', token, 'patient', patientId] as const,
};
