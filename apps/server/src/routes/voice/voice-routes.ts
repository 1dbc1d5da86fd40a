import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatRequestSchema } from '@cephalo/shared/chat';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { MAX_RECORDING_BYTES, SpokenAnswerSchema, TranscriptionSchema, VoiceCapabilitiesSchema } from '@cephalo/shared/voice';
import { answerSpokenQuestion } from '../../domain/voice/answer-spoken-question';
import { speakAnswer } from '../../domain/voice/speak-answer';
import { transcribeRecording } from '../../domain/voice/transcribe-recording';
import { BadRequestError } from '../../errors/http-errors';
import { sessionOf } from '../../plugins/auth';
import { readWavHeader } from '../../speech/wav-header';
import { requestTimeZone } from '../../time/local-date-time';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 413: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema };
const security = [{ bearerAuth: [] }];

/** Voice: what this server can do (/voice/capabilities), speak a question (/transcribe), ask it (/predict), hear the answer (/generate). */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get(
    '/voice/capabilities',
    { schema: { tags: ['voice'], summary: 'Which speech engines this server has: recognition (/transcribe) and synthesis (/generate)', security, response: { 200: VoiceCapabilitiesSchema, ...errors } } },
    // Read per request, not at start: the engines are the app's, and what it has is what /transcribe and /generate use.
    () => ({
      recognition: app.speech.speechToText !== null,
      synthesis: app.speech.textToSpeech !== null,
      missing_packages: [...(app.speech.speechToText ? [] : app.speech.missingPackages.recognition), ...(app.speech.textToSpeech ? [] : app.speech.missingPackages.synthesis)],
    }),
  );

  app.post(
    '/transcribe',
    { schema: { tags: ['voice'], summary: 'Transcribe a WAV recording (multipart field "file", PCM, at most 60 s and 10 MB)', security, consumes: ['multipart/form-data'], response: { 200: TranscriptionSchema, ...errors } } },
    async (request) => {
      // The upload is checked first: a broken recording is the sender's to fix, whatever this server can recognise.
      const file = await request.file({ limits: { fileSize: MAX_RECORDING_BYTES } });
      if (!file || file.fieldname !== 'file') throw new BadRequestError('Send the recording as the multipart field "file".');
      const wav = await file.toBuffer();
      readWavHeader(wav);
      return { text: await transcribeRecording({ engine: app.speech.speechToText, wav, log: request.log }) };
    },
  );

  app.post(
    '/predict',
    {
      schema: {
        tags: ['voice'], summary: 'Ask a (spoken) question and receive the whole answer with an audio label', security, body: ChatRequestSchema,
        response: { 200: SpokenAnswerSchema, ...errors },
      },
    },
    async (request) =>
      answerSpokenQuestion({
        db: app.db, assistant: app.assistant, log: request.log, userId: sessionOf(request).id, agentId: request.body.ai_assistant_id,
        message: request.body.message, weather: request.body.weather ?? null, timeZone: requestTimeZone(request.headers), spokenAnswerTtlMinutes: app.config.SPOKEN_ANSWER_TTL_MINUTES,
      }),
  );

  app.get(
    '/generate',
    { schema: { tags: ['voice'], summary: 'The spoken answer of an audio label (its owner only, until it expires)', security, querystring: z.object({ audio_label: z.uuid('audio_label must be a label from /predict') }), response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const spoken = await speakAnswer({ db: app.db, engine: app.speech.textToSpeech, userId: sessionOf(request).id, label: request.query.audio_label, log: request.log });
      return reply.type(spoken.contentType).header('cache-control', 'no-store').send(spoken.audio);
    },
  );
};
