import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import { createEspeakEngine } from './espeak-engine';
import { createOpenAiSpeechEngine, createOpenAiTranscriptionEngine } from './openai-speech-engines';
import { findMissingSpeechPackages, type MissingSpeechPackages } from './missing-speech-packages';
import { createPocketsphinxEngine } from './pocketsphinx-engine';
import type { SpeechToText, TextToSpeech } from './speech-engines';

export interface SpeechService {
  speechToText: SpeechToText | null;
  textToSpeech: TextToSpeech | null;
  /** The system packages the built-in engines lack (empty for an engine that is configured or present). */
  missingPackages: MissingSpeechPackages;
}

/** The configured engines, else the built-in ones when their programs are installed; the log says which. */
export async function createSpeechService(config: Config, log: FastifyBaseLogger): Promise<SpeechService> {
  const speechToText = config.SPEECH_TO_TEXT_BASE_URL
    ? createOpenAiTranscriptionEngine({
        baseUrl: config.SPEECH_TO_TEXT_BASE_URL,
        apiKey: config.SPEECH_TO_TEXT_API_KEY,
        model: config.SPEECH_TO_TEXT_MODEL,
        timeoutMs: config.SPEECH_TIMEOUT_MS,
      })
    : await createPocketsphinxEngine({ modelFolder: path.join(config.DATA_DIR, 'speech') });
  const textToSpeech = config.TEXT_TO_SPEECH_BASE_URL
    ? createOpenAiSpeechEngine({
        baseUrl: config.TEXT_TO_SPEECH_BASE_URL,
        apiKey: config.TEXT_TO_SPEECH_API_KEY,
        model: config.TEXT_TO_SPEECH_MODEL,
        voice: config.TEXT_TO_SPEECH_VOICE,
        timeoutMs: config.SPEECH_TIMEOUT_MS,
      })
    : await createEspeakEngine();
  const missing = await findMissingSpeechPackages();
  const missingPackages = { recognition: speechToText ? [] : missing.recognition, synthesis: textToSpeech ? [] : missing.synthesis };
  const install = (packages: string[]) => `install ${packages.join(', ')} (on Debian or Ubuntu: sudo apt-get install -y ${packages.join(' ')})`;
  const recognition = speechToText?.name ?? `none: ${install(missingPackages.recognition)}, or set SPEECH_TO_TEXT_BASE_URL`;
  const voice = textToSpeech?.name ?? `none: ${install(missingPackages.synthesis)}, or set TEXT_TO_SPEECH_BASE_URL`;
  const level = speechToText && textToSpeech ? 'info' : 'warn';
  log[level](
    { speechToText: speechToText?.name ?? 'none', textToSpeech: textToSpeech?.name ?? 'none', missingPackages },
    `speech engines: recognition ${recognition}; voice ${voice}`,
  );
  return { speechToText, textToSpeech, missingPackages };
}
