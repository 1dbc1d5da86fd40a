import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../triage/red-flags';

// "What does 'a headache like a thunderclap' mean? We heard it on the radio" asks what a name
// means: the lexicons' supposed-case cues (hypothetical) set aside what follows them in the
// sentence. A sentence that also tells of now ("since this morning", "today") is the writer's own
// headache, whatever the cue: "what does this thunderclap headache I have had since this morning
// mean?" keeps its red flag. Written for this test, apart from the evaluation sets.
const ASKS_WHAT_A_NAME_MEANS: [string, string][] = [
  ['Bosnian', 'Šta znači glavobolja kao udar groma? Čuli smo to u emisiji.'],
  ['Serbian', 'Sta znaci glavobolja kao udar groma? Culi smo to u emisiji.'],
  ['Croatian', 'Što znači glavobolja kao udar groma? Čula sam to na radiju.'],
  ['Macedonian', 'Што значи главоболка како удар на гром? Слушнав на радио.'],
  ['Bulgarian', 'Какво значи главоболие като гръм от ясно небе? Чух го по радиото.'],
  ['Bulgarian', 'Какво означава главоболие като гръм от ясно небе? Прочетох го в една статия.'],
];

const TELLS_OF_NOW: [string, string][] = [
  ['Bosnian', 'Šta znači ova glavobolja kao udar groma koju imam od jutros?'],
  ['Serbian', 'Sta znaci glavobolja kao udar groma, imam je od jutros'],
  ['Macedonian', 'Што значи главоболка како удар на гром, ја имам од утрово?'],
  ['Bulgarian', 'Какво значи главоболие като гръм от ясно небе, имам го от тази сутрин?'],
  ['Bosnian', 'Ako nekad dobijem glavobolju kao udar groma, a danas me je baš tako udarilo, šta da radim?'],
];

describe('a question about what a name means', () => {
  it.each(ASKS_WHAT_A_NAME_MEANS)('raises no red flag (%s): %s', (_language, message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
  });

  it.each(TELLS_OF_NOW)('keeps the red flag when the sentence tells of now (%s): %s', (_language, message) => {
    expect(detectRedFlags(message, 1)).toContain('thunderclap');
  });
});
