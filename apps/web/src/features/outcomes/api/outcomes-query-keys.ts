import { subjectKey, type OutcomesSubject } from '../outcomes-subject';

/**
 * Cache keys of the outcomes screens. The token is part of each key so one user's answer is never
 * shown to the next one; `all` is the prefix a change of treatments or MIDAS invalidates.
 */
export const outcomesQueryKeys = {
  all: (token: string | null, subject: OutcomesSubject) => ['outcomes', token, subjectKey(subject)] as const,
  outcomes: (token: string | null, subject: OutcomesSubject, months: number) => ['outcomes', token, subjectKey(subject), 'months', months] as const,
  treatments: (token: string | null, subject: OutcomesSubject) => ['outcomes', token, subjectKey(subject), 'treatments'] as const,
  midas: (token: string | null, subject: OutcomesSubject) => ['outcomes', token, subjectKey(subject), 'midas'] as const,
};
