import type { SpeechToText, TextToSpeech } from './speech-engines';
import { SpeechUnavailableError } from './speech-engines';

interface Server {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

const authorization = (apiKey?: string): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});

/** Any server with /v1/audio/transcriptions (OpenAI, whisper.cpp server, faster-whisper servers). */
export function createOpenAiTranscriptionEngine(server: Server): SpeechToText {
  return {
    name: `OpenAI-compatible transcription (${server.model})`,
    async transcribe(wav) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', server.model);
      form.append('response_format', 'json');
      const response = await fetch(`${server.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
        method: 'POST',
        body: form,
        headers: authorization(server.apiKey),
        signal: AbortSignal.timeout(server.timeoutMs),
      }).catch((error: Error) => {
        throw new SpeechUnavailableError(`The transcription server could not be reached (${error.message}).`);
      });
      if (!response.ok) throw new SpeechUnavailableError(`The transcription server answered with status ${response.status}.`);
      const body = (await response.json()) as { text?: unknown };
      return typeof body.text === 'string' ? body.text.trim() : '';
    },
  };
}

/** Any server with /v1/audio/speech (OpenAI and compatible text-to-speech servers). */
export function createOpenAiSpeechEngine(server: Server & { voice: string }): TextToSpeech {
  return {
    name: `OpenAI-compatible speech (${server.model})`,
    async synthesize(text) {
      const response = await fetch(`${server.baseUrl.replace(/\/$/, '')}/audio/speech`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authorization(server.apiKey) },
        body: JSON.stringify({ model: server.model, input: text, voice: server.voice, response_format: 'wav' }),
        signal: AbortSignal.timeout(server.timeoutMs),
      }).catch((error: Error) => {
        throw new SpeechUnavailableError(`The speech server could not be reached (${error.message}).`);
      });
      if (!response.ok) throw new SpeechUnavailableError(`The speech server answered with status ${response.status}.`);
      return { audio: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'audio/wav' };
    },
  };
}
