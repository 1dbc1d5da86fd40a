import { CHAT_LANGUAGES } from '@cephalo/shared/chat-language-list';
import { interfaceLanguageOf, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { hasCommand, runCommand } from './run-command';
import type { TextToSpeech } from './speech-engines';

/**
 * eSpeak NG names most of its voices by the language's code, as the interface does
 * (`interface-languages.ts`); these three it names otherwise. An unknown language is read in English.
 */
const VOICE_NAMES: Partial<Record<InterfaceLanguageCode, string>> = { en: 'en-us', fr: 'fr-fr', zh: 'cmn' };

export const espeakVoiceFor = (language: string): string => {
  const chatLanguage = CHAT_LANGUAGES.find((name) => name === language);
  if (!chatLanguage) return 'en-us';
  const code = interfaceLanguageOf(chatLanguage);
  return VOICE_NAMES[code] ?? code;
};

/** The built-in voice: the system's espeak-ng, writing a WAV file to its standard output. */
export async function createEspeakEngine(): Promise<TextToSpeech | null> {
  if (!(await hasCommand('espeak-ng'))) return null;
  return {
    name: 'eSpeak NG (built-in)',
    async synthesize(text, language) {
      // The text goes in on stdin, never as an argument, so nothing in it is read as an option.
      const { stdout } = await runCommand('espeak-ng', ['-v', espeakVoiceFor(language), '-s', '155', '--stdout'], { input: Buffer.from(text, 'utf8') });
      return { audio: stdout, contentType: 'audio/wav' };
    },
  };
}
