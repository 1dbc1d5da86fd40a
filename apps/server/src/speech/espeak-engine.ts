import { hasCommand, runCommand } from './run-command';
import type { TextToSpeech } from './speech-engines';

/** eSpeak NG voices for the chat languages; a language without its own voice is read in English. */
const VOICES: Record<string, string> = {
  English: 'en-us',
  Serbian: 'sr',
  Croatian: 'hr',
  Slovenian: 'sl',
  Bosnian: 'bs',
  Macedonian: 'mk',
  Greek: 'el',
  Bulgarian: 'bg',
  Romanian: 'ro',
  Hungarian: 'hu',
  Russian: 'ru',
  Spanish: 'es',
  French: 'fr-fr',
  Deutsch: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Chinese: 'cmn',
  Japanese: 'ja',
};

export const espeakVoiceFor = (language: string): string => VOICES[language] ?? 'en-us';

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
