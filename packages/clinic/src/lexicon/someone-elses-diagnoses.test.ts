import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../triage/red-flags';

// Written for this test, apart from the evaluation sets: a diagnosis of someone outside the
// writer's care (a neighbour, a colleague, a friend: the lexicons' `others`) beside the writer's
// own headache is theirs; the writer's own, or one the writer was taken to, still counts
// (someone-elses-diagnoses.ts). English and the west languages have their own cases in the
// carers-and-patients round 2 tests.
const THEIRS: string[] = [
  'Komšinica ima rak dojke, jako sam pod stresom. Može li stres da mi pogorša migrene?',
  'Kolegin sin je imao meningitis prošlog meseca, a ja imam glavobolju, da li je zarazno?',
  'Susjeda ima rak dojke i ja imam migrene, je li to od stresa?',
  'Sosedova hči je imela meningitis, jaz imam glavobol, ali je nalezljivo?',
  'Съседката ми има рак на гърдата, а мен ме боли главата от стрес',
  'Колега има рак, а јас имам мигрена, дали е од стрес?',
  'У соседки рак груди, я очень переживаю. Может ли стресс вызывать у меня мигрень?',
  'Η γειτόνισσα έχει καρκίνο του μαστού και εγώ έχω ημικρανίες από το άγχος;',
  'Η φίλη μου έχει καρκίνο και με πιάνουν πονοκέφαλοι από το άγχος',
  'Vecina mea are cancer de sân și eu am migrene de la stres?',
  'A szomszédomnak mellrákja van, és nekem migrénem van a stressztől?',
  '同事得了乳腺癌，我最近压力大，偏头痛更多了',
  '同僚が乳がんになり、ストレスで私の片頭痛がひどくなりました',
];

const THE_WRITERS: string[] = [
  'Prijatelj me je vozio na hemoterapiju i sada me jako boli glava',
  'Имам рак на гърдата и колегата казва, че главоболието ми е от стрес',
  'Коллега отвёз меня на химиотерапию, и теперь сильно болит голова',
  '朋友陪我去化疗，现在我头很痛',
];

describe("someone else's diagnosis", () => {
  it.each(THEIRS)('is theirs in "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });

  it.each(THE_WRITERS)('stays the writer\'s in "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toContain('cancer-immune');
  });
});
