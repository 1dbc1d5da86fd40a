import type { DiaryEntry } from '@cephalo/shared/diary';
import { DIARY_FIELDS } from '@cephalo/shared/diary-fields';
import type { MessageKey } from '../../i18n/i18n';
import type { Translate } from '../../i18n/use-t';

/**
 * Answers a patient picks instead of typing (issue 34): the usual words for where a headache
 * hurts and how (the ICHD-3 descriptions of migraine and tension-type pain: one side, pulsating,
 * pressing or tightening), sleep in common amounts, and the medicines of their own recent days.
 */
export const PAIN_LOCATIONS = ['Forehead', 'Temples', 'Left side', 'Right side', 'Behind the eyes', 'Back of the head', 'Whole head'] as const;
export const PAIN_DESCRIPTIONS = ['Throbbing', 'Pressing', 'Tight band', 'Stabbing', 'Dull'] as const;
/**
 * The chips' words in the interface language. The answer written into the diary stays the English
 * word (the diary's text and what reads it are English), so only the chip is translated.
 */
const ANSWER_KEYS: Record<(typeof PAIN_LOCATIONS)[number] | (typeof PAIN_DESCRIPTIONS)[number], MessageKey> = {
  Forehead: 'diary.answer.forehead',
  Temples: 'diary.answer.temples',
  'Left side': 'diary.answer.leftSide',
  'Right side': 'diary.answer.rightSide',
  'Behind the eyes': 'diary.answer.behindEyes',
  'Back of the head': 'diary.answer.backOfHead',
  'Whole head': 'diary.answer.wholeHead',
  Throbbing: 'diary.answer.throbbing',
  Pressing: 'diary.answer.pressing',
  'Tight band': 'diary.answer.tightBand',
  Stabbing: 'diary.answer.stabbing',
  Dull: 'diary.answer.dull',
};

export const quickAnswerLabel = (answer: string, t: Translate): string => {
  const key = (ANSWER_KEYS as Record<string, MessageKey>)[answer];
  return key ? t(key) : answer;
};

export const SLEEP_HOURS_CHOICES = [5, 6, 7, 7.5, 8, 9] as const;

/** How many recent medicines are offered: more would no longer be a quick pick. */
export const RECENT_MEDICINES_MAX = 6;

const splitList = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'None');

/** Whether `value` is one of the comma-separated answers of `text`, in any letter case. */
export const isListed = (text: string, value: string): boolean => splitList(text).some((part) => part.toLowerCase() === value.toLowerCase());

/** `text` with `value` added to its comma-separated answers, or taken out when it was there. */
export function toggleListed(text: string, value: string): string {
  const parts = splitList(text);
  const kept = parts.filter((part) => part.toLowerCase() !== value.toLowerCase());
  return (kept.length === parts.length ? [...parts, value] : kept).join(', ');
}

/**
 * The medicines of the patient's latest entries, newest first, each once: an entry that lists
 * several ("Ibuprofen 400 mg, Sumatriptan 50 mg", as merged attacks store them) offers each.
 */
export function recentMedicines(entries: readonly Pick<DiaryEntry, 'input_date' | 'medication_taken'>[], max: number = RECENT_MEDICINES_MAX): string[] {
  const newestFirst = [...entries].sort((a, b) => (a.input_date < b.input_date ? 1 : a.input_date > b.input_date ? -1 : 0));
  const seen = new Map<string, string>();
  for (const entry of newestFirst) {
    for (const medicine of splitList(entry.medication_taken ?? '')) {
      if (medicine.length > DIARY_FIELDS.medication_taken.max) continue;
      if (!seen.has(medicine.toLowerCase())) seen.set(medicine.toLowerCase(), medicine);
      if (seen.size === max) return [...seen.values()];
    }
  }
  return [...seen.values()];
}
