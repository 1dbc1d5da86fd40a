// npm run eval:speech: speaks domain sentences with eSpeak NG, transcribes them with the built-in
// recogniser (pocketsphinx + the product's domain language model) and prints the word error rate
// and the real-time factor. Target: WER <= 0.20.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createPocketsphinxEngine } from '../../apps/server/src/speech/pocketsphinx-engine';
import { readWavHeader } from '../../apps/server/src/speech/wav-header';
import { wordErrors } from './word-errors';

const SENTENCES = [
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
];

const engine = await createPocketsphinxEngine({ modelFolder: path.join(os.tmpdir(), 'cephalo-speech-eval') });
if (!engine) {
  process.stderr.write('The built-in recogniser needs pocketsphinx, pocketsphinx-en-us and sox (apt-get install pocketsphinx pocketsphinx-en-us sox espeak-ng).\n');
  process.exit(1);
}
let errors = 0;
let words = 0;
let audioSeconds = 0;
let processingMs = 0;
const lines: string[] = [];
for (const sentence of SENTENCES) {
  const wav = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '--stdout', sentence]).stdout;
  audioSeconds += readWavHeader(wav).durationSeconds;
  const started = performance.now();
  const heard = await engine.transcribe(wav);
  processingMs += performance.now() - started;
  const sentenceErrors = wordErrors(sentence, heard);
  errors += sentenceErrors;
  words += sentence.split(' ').length;
  lines.push(`${sentenceErrors === 0 ? 'ok  ' : `${sentenceErrors} err`}  "${sentence}" -> "${heard}"`);
}
const wer = errors / words;
process.stdout.write(
  [
    `Speech evaluation: ${SENTENCES.length} sentences (eSpeak NG en-us voice), ${words} words, recogniser ${engine.name}`,
    ...lines,
    `word error rate ${wer.toFixed(3)} (target <= 0.20) ${wer <= 0.2 ? 'ok' : 'MISSED'}`,
    `real-time factor ${(processingMs / 1000 / audioSeconds).toFixed(2)} (${(processingMs / 1000).toFixed(1)} s to transcribe ${audioSeconds.toFixed(1)} s of speech, resampling included)`,
    '',
  ].join('\n'),
);
process.exit(wer <= 0.2 ? 0 : 1);
