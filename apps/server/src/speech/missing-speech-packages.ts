import fs from 'node:fs/promises';
import { hasCommand } from './run-command';

/** The Debian packages the built-in engines need (scripts/ensure-system-packages.sh installs the same). */
export interface MissingSpeechPackages {
  recognition: string[];
  synthesis: string[];
}

const POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us/en-us/mdef';

/** What to install for the built-in recogniser (pocketsphinx, its English model, sox) and voice (espeak-ng). */
export async function findMissingSpeechPackages({ modelFile = POCKETSPHINX_MODEL }: { modelFile?: string } = {}): Promise<MissingSpeechPackages> {
  const [hasPocketsphinx, hasSox, hasModel, hasEspeak] = await Promise.all([
    hasCommand('pocketsphinx_batch'),
    hasCommand('sox'),
    fs.access(modelFile).then(
      () => true,
      () => false,
    ),
    hasCommand('espeak-ng'),
  ]);
  return {
    recognition: [...(hasPocketsphinx ? [] : ['pocketsphinx']), ...(hasModel ? [] : ['pocketsphinx-en-us']), ...(hasSox ? [] : ['sox'])],
    synthesis: hasEspeak ? [] : ['espeak-ng'],
  };
}
