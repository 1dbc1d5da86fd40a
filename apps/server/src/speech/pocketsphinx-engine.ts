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
 * The offline recogniser: pocketsphinx with a language model built from the product's own phrase
 * corpus (its general model is close to useless here; the domain model decodes domain sentences
 * well). Returns null when pocketsphinx, its English model or sox is not installed.
 */
export async function createPocketsphinxEngine({ modelFolder }: { modelFolder: string }): Promise<SpeechToText | null> {
  const installed = (await hasCommand('pocketsphinx_continuous')) && (await hasCommand('sox'));
  const hasModel = await fs.access(path.join(MODEL_ROOT, 'en-us', 'mdef')).then(() => true, () => false);
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
        const resampled = path.join(folder, 'speech.wav');
        await fs.writeFile(input, wav);
        // The acoustic model wants 16 kHz, mono, 16-bit.
        // Silence around the speech lets the decoder close the last words instead of cutting them off.
        await runCommand('sox', [input, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', resampled, 'pad', '0.3', '0.6']);
        const { stdout } = await runCommand('pocketsphinx_continuous', [
          '-infile', resampled, '-hmm', path.join(MODEL_ROOT, 'en-us'), '-lm', lmPath, '-dict', dictPath, '-logfn', '/dev/null',
        ]);
        return stdout.toString('utf8').split('\n').map((line) => line.trim()).filter(Boolean).join(' ');
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  };
}
