import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import { createEspeakEngine } from './espeak-engine';
import { createOpenAiSpeechEngine, createOpenAiTranscriptionEngine } from './openai-speech-engines';
import { createPocketsphinxEngine } from './pocketsphinx-engine';
import type { SpeechToText, TextToSpeech } from './speech-engines';

export interface SpeechService {
  speechToText: SpeechToText | null;
  textToSpeech: TextToSpeech | null;
}

/** The configured engines, else the built-in ones when their programs are installed; the log says which. */
export async function createSpeechService(config: Config, log: FastifyBaseLogger): Promise<SpeechService> {
  const speechToText = config.SPEECH_TO_TEXT_BASE_URL
    ? createOpenAiTranscriptionEngine({ baseUrl: config.SPEECH_TO_TEXT_BASE_URL, apiKey: config.SPEECH_TO_TEXT_API_KEY, model: config.SPEECH_TO_TEXT_MODEL, timeoutMs: config.SPEECH_TIMEOUT_MS })
    : await createPocketsphinxEngine({ modelFolder: path.join(config.DATA_DIR, 'speech') });
  const textToSpeech = config.TEXT_TO_SPEECH_BASE_URL
    ? createOpenAiSpeechEngine({ baseUrl: config.TEXT_TO_SPEECH_BASE_URL, apiKey: config.TEXT_TO_SPEECH_API_KEY, model: config.TEXT_TO_SPEECH_MODEL, voice: config.TEXT_TO_SPEECH_VOICE, timeoutMs: config.SPEECH_TIMEOUT_MS })
    : await createEspeakEngine();
  log.info(
    { speechToText: speechToText?.name ?? 'none', textToSpeech: textToSpeech?.name ?? 'none' },
    `speech engines: recognition ${speechToText?.name ?? 'none (install pocketsphinx, pocketsphinx-en-us and sox, or set SPEECH_TO_TEXT_BASE_URL)'}; voice ${textToSpeech?.name ?? 'none (install espeak-ng, or set TEXT_TO_SPEECH_BASE_URL)'}`,
  );
  return { speechToText, textToSpeech };
}
