import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors/http-errors';
import type { SpeechToText } from '../../speech/speech-engines';

/** The text of a checked WAV recording; 503 when this server cannot recognise speech now. */
export async function transcribeRecording({ engine, wav, log }: { engine: SpeechToText | null; wav: Buffer; log: FastifyBaseLogger }): Promise<string> {
  if (!engine) throw new HttpError(503, 'Speech recognition is not available on this server. Please type your question.');
  return engine.transcribe(wav).catch((error: unknown) => {
    log.error({ err: error }, 'transcription failed');
    throw new HttpError(503, 'The speech could not be recognised right now. Please try again or type your question.');
  });
}
