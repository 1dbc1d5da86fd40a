import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatRequestSchema } from '@cephalo/shared/chat';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { MAX_RECORDING_BYTES, SpokenAnswerSchema, TranscriptionSchema, VoiceCapabilitiesSchema } from '@cephalo/shared/voice';
import { answerSpokenQuestion } from '../../domain/voice/answer-spoken-question';
import { speakAnswer } from '../../domain/voice/speak-answer';
import { transcribeRecording } from '../../domain/voice/transcribe-recording';
import { BadRequestError, TooManyAttemptsError } from '../../errors/http-errors';
import { sessionOf } from '../../plugins/auth';
import { createRecognitionSlots } from '../../speech/recognition-slots';
import { readWavHeader } from '../../speech/wav-header';
import { callerTimeZone } from '../../time/caller-time-zone';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 413: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema };
/** How soon to try again when a recognition of one's own is still running: about what a long recording takes. */
const RECOGNITION_RETRY_SECONDS = 5;

/** Voice: what this server can do (/voice/capabilities), speak a question (/transcribe), ask it (/predict), hear the answer (/generate). */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const recognitionSlots = createRecognitionSlots(app.config.TRANSCRIBE_CONCURRENCY_PER_USER);
  const perMinute = app.config.TRANSCRIBE_RATE_LIMIT_PER_MINUTE;

  app.get(
    '/voice/capabilities',
    {
      schema: {
        tags: ['voice'],
        summary: 'Which speech engines this server has: recognition (/transcribe) and synthesis (/generate)',
        response: { 200: VoiceCapabilitiesSchema, ...errors },
      },
    },
    // Read per request, not at start: the engines are the app's, and what it has is what /transcribe and /generate use.
    () => ({
      recognition: app.speech.speechToText !== null,
      synthesis: app.speech.textToSpeech !== null,
      missing_packages: [
        ...(app.speech.speechToText ? [] : app.speech.missingPackages.recognition),
        ...(app.speech.textToSpeech ? [] : app.speech.missingPackages.synthesis),
      ],
    }),
  );

  app.post(
    '/transcribe',
    {
      config: {
        // Per user, not per address (the gate has set the session by now), counted in the database so every instance shares it.
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => `user:${request.session?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new TooManyAttemptsError(
              `You have sent ${perMinute} recordings for recognition in the last minute, the most this server takes. Please wait a moment and speak again, or type your question.`,
              Math.max(1, Math.ceil(context.ttl / 1000)),
            ),
        },
      },
      schema: {
        tags: ['voice'],
        summary: `Transcribe a WAV recording (multipart field "file", PCM, at most 60 s and 10 MB); per user ${perMinute} a minute and ${app.config.TRANSCRIBE_CONCURRENCY_PER_USER} at a time (429 with Retry-After)`,
        consumes: ['multipart/form-data'],
        response: { 200: TranscriptionSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      // The upload is checked first: a broken recording is the sender's to fix, whatever this server can recognise.
      const file = await request.file({ limits: { fileSize: MAX_RECORDING_BYTES } });
      if (!file || file.fieldname !== 'file') throw new BadRequestError('Send the recording as the multipart field "file".');
      const wav = await file.toBuffer();
      readWavHeader(wav);
      const giveBack = recognitionSlots.take(sessionOf(request).id);
      if (!giveBack) {
        throw new TooManyAttemptsError(
          'Your previous recording is still being recognised. Please wait for its text, then speak again.',
          RECOGNITION_RETRY_SECONDS,
        );
      }
      try {
        return { text: await transcribeRecording({ engine: app.speech.speechToText, wav, log: request.log }) };
      } finally {
        giveBack();
      }
    },
  );

  app.post(
    '/predict',
    {
      schema: {
        tags: ['voice'],
        summary: 'Ask a (spoken) question and receive the whole answer with an audio label',
        body: ChatRequestSchema,
        response: { 200: SpokenAnswerSchema, ...errors },
      },
    },
    async (request) =>
      answerSpokenQuestion({
        db: app.db,
        assistant: app.assistant,
        log: request.log,
        userId: sessionOf(request).id,
        agentId: request.body.ai_assistant_id,
        message: request.body.message,
        weather: request.body.weather ?? null,
        timeZone: callerTimeZone(request),
        spokenAnswerTtlMinutes: app.config.SPOKEN_ANSWER_TTL_MINUTES,
      }),
  );

  app.get(
    '/generate',
    {
      schema: {
        tags: ['voice'],
        summary: 'The spoken answer of an audio label (its owner only, until it expires)',
        querystring: z.object({ audio_label: z.uuid('audio_label must be a label from /predict') }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const spoken = await speakAnswer({
        db: app.db,
        engine: app.speech.textToSpeech,
        userId: sessionOf(request).id,
        label: request.query.audio_label,
        log: request.log,
      });
      return reply.type(spoken.contentType).header('cache-control', 'no-store').send(spoken.audio);
    },
  );
};
