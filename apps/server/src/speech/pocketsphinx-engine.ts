import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildArpaModel } from '@cephalo/clinic/speech/build-arpa-model';
import { buildDictionary } from '@cephalo/clinic/speech/build-dictionary';
import { buildPhraseCorpus } from '@cephalo/clinic/speech/phrase-corpus';
import { hasCommand, runCommand } from './run-command';
import type { SpeechToText } from './speech-engines';

/** Debian's pocketsphinx-en-us acoustic model and dictionary. */
const MODEL_ROOT = '/usr/share/pocketsphinx/model/en-us';

/**
 * Standard deviation of the noise floor added before decoding, in 16-bit steps: about -60 dBFS,
 * the hiss of a quiet room through an ordinary microphone.
 */
const NOISE_FLOOR = 32;

/**
 * The offline recogniser: pocketsphinx with a language model built from the product's own phrase
 * corpus (its general model is close to useless here; the domain model decodes domain sentences
 * well). Returns null when pocketsphinx, its English model or sox is not installed.
 *
 * It decodes with pocketsphinx_batch, not pocketsphinx_continuous: the acoustic model is trained
 * with cepstral mean normalisation over the whole utterance (`-cmn batch` in its feat.params),
 * which only the batch decoder does; the continuous one falls back to a running mean that starts
 * from a fixed prior and has not settled within a short question, so the first and last words
 * were misheard (`npm run eval:speech`: word error rate about 0.16 against 0.12, all else equal).
 */
export async function createPocketsphinxEngine({ modelFolder }: { modelFolder: string }): Promise<SpeechToText | null> {
  const installed = (await hasCommand('pocketsphinx_batch')) && (await hasCommand('sox'));
  const hasModel = await fs.access(path.join(MODEL_ROOT, 'en-us', 'mdef')).then(
    () => true,
    () => false,
  );
  if (!installed || !hasModel) return null;

  await fs.mkdir(modelFolder, { recursive: true });
  const model = buildArpaModel(buildPhraseCorpus());
  const { dictionary } = buildDictionary(model.words, await fs.readFile(path.join(MODEL_ROOT, 'cmudict-en-us.dict'), 'utf8'));
  const lmPath = path.join(modelFolder, 'domain.lm');
  const dictPath = path.join(modelFolder, 'domain.dict');
  await fs.writeFile(lmPath, model.arpa);
  await fs.writeFile(dictPath, dictionary);

  return {
    name: 'pocketsphinx (built-in, domain language model)',
    async transcribe(wav) {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'cephalo-stt-'));
      try {
        const input = path.join(folder, 'input.wav');
        await fs.writeFile(input, wav);
        await fs.writeFile(path.join(folder, 'speech.raw'), addNoiseFloor(await resample(input)));
        await fs.writeFile(path.join(folder, 'utterances'), 'speech\n');
        await runCommand('pocketsphinx_batch', [
          '-adcin',
          'yes',
          '-adchdr',
          '0',
          '-cepdir',
          folder,
          '-cepext',
          '.raw',
          '-ctl',
          path.join(folder, 'utterances'),
          '-hyp',
          path.join(folder, 'hypothesis'),
          '-hmm',
          path.join(MODEL_ROOT, 'en-us'),
          '-lm',
          lmPath,
          '-dict',
          dictPath,
          '-logfn',
          '/dev/null',
        ]);
        return parseHypothesis(await fs.readFile(path.join(folder, 'hypothesis'), 'utf8'));
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The recording as the acoustic model wants it: 16 kHz, mono, 16-bit raw samples, peaks at -3 dB
 * so that the fixed noise floor below sits equally far under quiet and loud speakers (without
 * it, the evaluation's sentences played 30 dB quieter had a word error rate of 0.34 instead of
 * 0.12). Silence around the speech lets the decoder close the last words instead of cutting them
 * off. `-D`: no dither, the floor replaces it.
 */
async function resample(input: string): Promise<Buffer> {
  const { stdout } = await runCommand('sox', [
    '-D',
    input,
    '-t',
    'raw',
    '-r',
    '16000',
    '-c',
    '1',
    '-b',
    '16',
    '-e',
    'signed-integer',
    '-L',
    '-',
    'norm',
    '-3',
    'pad',
    '0.3',
    '0.6',
  ]);
  return stdout;
}

/**
 * Adds a faint, fixed-seed (so repeatable) Gaussian hiss. Synthesized or noise-gated audio has
 * stretches of exact digital silence, even inside words (stop closures); their log energies are
 * far below anything the acoustic model was trained on and derail the decoder and its noise
 * estimate (without the floor the evaluation's word error rate was about twice as high, the
 * errors mostly on quiet consonants at the ends of words and sentences). A real microphone's own
 * hiss is louder than this floor, so real recordings barely change.
 */
function addNoiseFloor(samples: Buffer, level = NOISE_FLOOR): Buffer {
  const noisy = Buffer.alloc(samples.length - (samples.length % 2));
  const random = mulberry32(0x5eed);
  for (let offset = 0; offset < noisy.length; offset += 2) {
    // Box-Muller: two uniform draws give one standard normal one.
    const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const value = Math.round(samples.readInt16LE(offset) + level * gaussian);
    noisy.writeInt16LE(Math.max(-32768, Math.min(32767, value)), offset);
  }
  return noisy;
}

/** A small seeded generator of uniform numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** pocketsphinx_batch writes "words of the utterance (speech -12345)"; no words when it heard none. */
function parseHypothesis(text: string): string {
  return text
    .replace(/\(speech [^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
