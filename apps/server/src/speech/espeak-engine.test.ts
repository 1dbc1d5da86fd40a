import { execFileSync } from 'node:child_process';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-language-list';
import { describe, expect, it } from 'vitest';
import { espeakVoiceFor } from './espeak-engine';

/** The voices this machine's espeak-ng knows (its second column), or null without espeak-ng. */
function installedVoices(): Set<string> | null {
  try {
    const listing = execFileSync('espeak-ng', ['--voices'], { encoding: 'utf8' });
    return new Set(
      listing
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/)[1] ?? ''),
    );
  } catch {
    return null;
  }
}

describe('espeakVoiceFor', () => {
  it('names eSpeak NG voices by the language code, with its own names for English, French and Chinese', () => {
    expect(espeakVoiceFor('Serbian')).toBe('sr');
    expect(espeakVoiceFor('Japanese')).toBe('ja');
    expect(espeakVoiceFor('English')).toBe('en-us');
    expect(espeakVoiceFor('French')).toBe('fr-fr');
    expect(espeakVoiceFor('Chinese')).toBe('cmn');
  });

  it('reads an unknown language in English', () => {
    expect(espeakVoiceFor('Klingon')).toBe('en-us');
  });

  it.skipIf(installedVoices() === null)('gives every chat language a voice that espeak-ng has', () => {
    const voices = installedVoices() ?? new Set<string>();
    expect(CHAT_LANGUAGES.filter((language) => !voices.has(espeakVoiceFor(language)))).toEqual([]);
  });
});
