import { describe, expect, it } from 'vitest';
import { findMissingSpeechPackages } from './missing-speech-packages';

describe('findMissingSpeechPackages', () => {
  it('names every package when nothing is installed, and none of what is', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await findMissingSpeechPackages({ modelFile: '/nonexistent/mdef' })).toEqual({
        recognition: ['pocketsphinx', 'pocketsphinx-en-us', 'sox'],
        synthesis: ['espeak-ng'],
      });
    } finally {
      process.env.PATH = path;
    }
    // The model is a file: one that exists is not reported.
    const found = await findMissingSpeechPackages({ modelFile: import.meta.filename });
    expect(found.recognition).not.toContain('pocketsphinx-en-us');
  });
});
