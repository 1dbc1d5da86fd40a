import { displayText } from '@cephalo/shared/profile-text';

/** "Petra Premium"; empty when neither part is filled in (the legacy "None" counts as empty). */
export const fullName = (person: { name: string | null; surname: string | null }): string =>
  [displayText(person.name).trim(), displayText(person.surname).trim()].filter(Boolean).join(' ');
