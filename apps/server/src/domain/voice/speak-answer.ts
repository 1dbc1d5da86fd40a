import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/http-errors';
import type { TextToSpeech } from '../../speech/speech-engines';
import { getSpokenAnswer } from './get-spoken-answer';

/** The audio of the answer behind a label (its owner only, until it expires); 503 when this server cannot speak now. */
export async function speakAnswer({
  db,
  engine,
  userId,
  label,
  log,
}: {
  db: Database;
  engine: TextToSpeech | null;
  userId: string;
  label: string;
  log: FastifyBaseLogger;
}): Promise<{ audio: Buffer; contentType: string }> {
  if (!engine) throw new HttpError(503, 'Spoken answers are not available on this server.');
  const answer = await getSpokenAnswer({ db, userId, label });
  return engine.synthesize(answer.content, answer.language).catch((error: unknown) => {
    log.error({ err: error }, 'speech synthesis failed');
    throw new HttpError(503, 'The answer could not be spoken right now.');
  });
}
