// npm run eval:speech: speaks domain sentences with eSpeak NG, transcribes them with the built-in
// recogniser (pocketsphinx + the product's domain language model) and prints the word error rate
// and the real-time factor. Target: WER <= 0.20 over all sentences.
//
// Two sets: sentences the phrase corpus produces word for word, and held-out sentences it does not
// (natural domain phrasing, some words outside the model's vocabulary), which show how the model
// does when a patient leaves the templates. The script refuses to run when a held-out sentence
// has slipped into the corpus, or an in-corpus one has fallen out of it. It also prints how many
// of the words in the assistant evaluation's patient messages (typed, longer, written for another
// purpose) the recogniser knows at all: a word it does not know can never be heard.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { loadEvalSet } from '../../packages/clinic/eval/evaluate-assistant';
import { buildPhraseCorpus } from '@cephalo/clinic/speech/phrase-corpus';
import { createPocketsphinxEngine } from '../../apps/server/src/speech/pocketsphinx-engine';
import { readWavHeader } from '../../apps/server/src/speech/wav-header';
import { wordErrors } from './word-errors';

const IN_CORPUS = [
  'what causes migraines',
  'i have a throbbing headache today',
  'i get headaches every week',
  'the pain is behind my eyes',
  'is coffee a trigger',
  'can stress cause migraines',
  'how often can i take painkillers',
  'when should i see a doctor',
  'i had a migraine with nausea',
  'my headache started this morning',
  'i only slept five hours last night',
  'my stress level is seven out of ten',
  'what is a cluster headache',
  'can the weather cause headaches',
  'i took ibuprofen',
  'what are the warning signs of dementia',
  'my mother is confused',
  'how is dementia diagnosed',
  'summarize my diary',
  'will i get a headache tomorrow',
  'what type of headache do i have',
  'the pain is on the left side',
  'my head hurts',
  'does chocolate trigger migraines',
  'should i see a doctor about my migraines',
  'my father is confused at night',
  'i drank too much coffee today',
];

// Written before the corpus was extended, and not copied into it: five first drafts that the
// extended corpus happened to produce moved to the list above and were replaced by new ones.
const HELD_OUT = [
  'i have had a headache for two days',
  'what can i do about my headache',
  'i feel sick and dizzy',
  'my mother forgets things',
  'the light hurts my eyes',
  'how can i sleep better',
  'what is the best medicine for a migraine',
  'my head has been hurting since friday',
  'is it bad to take painkillers every day',
  'my grandmother keeps forgetting where she put her keys',
  'the headache gets worse when i bend down',
  'i think the red wine gave me a migraine',
];

interface Tally {
  errors: number;
  words: number;
}

const corpus = new Set(buildPhraseCorpus());
const misplaced = [...IN_CORPUS.filter((sentence) => !corpus.has(sentence)), ...HELD_OUT.filter((sentence) => corpus.has(sentence))];
if (misplaced.length > 0) {
  process.stderr.write(`These sentences are in the wrong set for the current phrase corpus:\n${misplaced.join('\n')}\n`);
  process.exit(1);
}

// What the server does at start: build the language model and dictionary from the corpus.
const setupStarted = performance.now();
const engine = await createPocketsphinxEngine({ modelFolder: path.join(os.tmpdir(), 'cephalo-speech-eval') });
const setupMs = performance.now() - setupStarted;
if (!engine) {
  process.stderr.write(
    'The built-in recogniser needs pocketsphinx, pocketsphinx-en-us and sox (apt-get install pocketsphinx pocketsphinx-en-us sox espeak-ng).\n',
  );
  process.exit(1);
}

let audioSeconds = 0;
let processingMs = 0;
const lines: string[] = [];

async function evaluate(title: string, sentences: string[]): Promise<Tally> {
  const tally = { errors: 0, words: 0 };
  lines.push(`${title}:`);
  for (const sentence of sentences) {
    const wav = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '--stdout', sentence]).stdout;
    audioSeconds += readWavHeader(wav).durationSeconds;
    const started = performance.now();
    const heard = await engine!.transcribe(wav);
    processingMs += performance.now() - started;
    const errors = wordErrors(sentence, heard);
    tally.errors += errors;
    tally.words += sentence.split(' ').length;
    lines.push(`${errors === 0 ? 'ok  ' : `${errors} err`}  "${sentence}" -> "${heard}"`);
  }
  return tally;
}

const describe = (name: string, { errors, words }: Tally) => `${name} ${(errors / words).toFixed(3)} (${errors}/${words})`;

/** Share of the words of the assistant evaluation's on-topic messages that are in the corpus. */
function vocabularyCoverage(): string {
  const vocabulary = new Set([...corpus].flatMap((sentence) => sentence.split(' ')));
  const messages = loadEvalSet().filter((item) => item.kind !== 'off-topic');
  const words = messages.flatMap(
    (item) =>
      item.message
        .toLowerCase()
        .replace(/'/g, '')
        .match(/[a-z]+/g) ?? [],
  );
  const known = words.filter((word) => vocabulary.has(word)).length;
  return `vocabulary ${vocabulary.size} words; it knows ${((100 * known) / words.length).toFixed(0)}% of the ${words.length} words of the assistant evaluation's ${messages.length} on-topic messages`;
}

const inCorpus = await evaluate('In the phrase corpus', IN_CORPUS);
const heldOut = await evaluate('Held out (not produced by the corpus)', HELD_OUT);
const total = { errors: inCorpus.errors + heldOut.errors, words: inCorpus.words + heldOut.words };
const wer = total.errors / total.words;
process.stdout.write(
  [
    `Speech evaluation: ${IN_CORPUS.length + HELD_OUT.length} sentences (eSpeak NG en-us voice), ${total.words} words, recogniser ${engine.name}`,
    ...lines,
    `word error rate: ${describe('in corpus', inCorpus)}, ${describe('held out', heldOut)}, ${describe('total', total)}`,
    `total word error rate ${wer.toFixed(3)} (target <= 0.20) ${wer <= 0.2 ? 'ok' : 'MISSED'}`,
    vocabularyCoverage(),
    `recogniser set-up (language model and dictionary, as at server start) ${setupMs.toFixed(0)} ms`,
    `real-time factor ${(processingMs / 1000 / audioSeconds).toFixed(2)} (${(processingMs / 1000).toFixed(1)} s to transcribe ${audioSeconds.toFixed(1)} s of speech, resampling included)`,
    '',
  ].join('\n'),
);
process.exit(wer <= 0.2 ? 0 : 1);
