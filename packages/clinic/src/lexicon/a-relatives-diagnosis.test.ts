import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../triage/red-flags';

// Written for this test, apart from the evaluation sets (the west carers' round 2 kept the first
// five as todo). A cancer named after a relative (the lexicons' `relatives`: an aunt, a mother, a
// husband) is the relative's, and so no red flag, when the headache of the message is the
// writer's own: a word of the writer ("me", "mir", "darme", "я") just before it or in it. A
// relative's cancer beside the relative's headache is the red flag a carer brings; so is the
// writer's own cancer, also when a relative is named too (someone-elses-diagnoses.ts).
const A_RELATIVES_BESIDE_MY_HEADACHE: string[] = [
  'Mi tia tiene cancer de mama y estoy muy preocupada, ¿el estres puede darme mas migrañas?',
  'Ma tante a un cancer du sein, je stresse beaucoup, est-ce que le stress peut me donner plus de migraines ?',
  'Meine Tante hat Brustkrebs, ich mach mir viele Sorgen. Kann Stress bei mir mehr Migräne auslösen?',
  'Mia zia ha un tumore al seno e sono molto in ansia, lo stress può farmi venire più emicranie?',
  'Minha tia tem câncer de mama e ando muito ansiosa, o estresse pode me dar mais enxaqueca?',
  'My aunt has breast cancer and I am so worried, can stress give me more migraines?',
  'My mum was diagnosed with bowel cancer last week. Could the stress be why I get headaches every evening?',
  'Tetka ima rak dojke, jako sam pod stresom, može li mi stres pogoršati migrene?',
  'У тёти рак груди, я очень переживаю. Может ли стресс вызывать у меня мигрень?',
  'Η θεία μου έχει καρκίνο του μαστού και εγώ έχω ημικρανίες από το άγχος;',
  'Mătușa mea are cancer de sân, pot să am eu mai multe migrene de la stres?',
  'A nagynénémnek mellrákja van, nekem lehet több migrénem a stressztől?',
  '我阿姨得了乳腺癌，压力会让我偏头痛更多吗？',
];

const STILL_A_RED_FLAG: string[] = [
  'My mum has breast cancer and now she has a terrible headache every morning',
  'mum has cancer, she says her head hurts and I am worried',
  'Mama ima rak dojke i sada je jako boli glava',
  'Meine Mutter hat Brustkrebs und seit einer Woche starke Kopfschmerzen',
  'Mi madre tiene cáncer de pulmón y ahora le duele mucho la cabeza',
  'My aunt and I both have breast cancer, and I get headaches every morning',
  'I have breast cancer like my aunt had, and now I get headaches',
  'Mein Muttermal war Hautkrebs, jetzt habe ich oft Kopfschmerzen',
  'Anyukámnak agydaganata van, mi okozza az erős fejfájását?',
];

describe("a relative's diagnosis", () => {
  it.each(A_RELATIVES_BESIDE_MY_HEADACHE)('is the relative\'s beside the writer\'s own headache: "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
  });

  it.each(STILL_A_RED_FLAG)('still raises the cancer red flag: "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toContain('cancer-immune');
  });
});
