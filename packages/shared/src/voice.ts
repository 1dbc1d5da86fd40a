import { z } from 'zod';
import { UrgencySchema } from './chat';

/** The longest and largest recording /api/transcribe takes (issue 8); the client stops recording in time. */
export const MAX_RECORDING_SECONDS = 60;
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;

/** POST /api/transcribe (multipart field `file`, a WAV recording): what was heard. */
export const TranscriptionSchema = z.object({ text: z.string() });
export type Transcription = z.infer<typeof TranscriptionSchema>;

/**
 * POST /api/predict: the whole answer to a spoken question, stored like a typed one, and the label
 * under which GET /api/generate speaks it (spec section 3, Voice prediction response).
 */
export const SpokenAnswerSchema = z.object({
  ai_response: z.string(),
  audio_label: z.string(),
  q_date: z.string(),
  q_time: z.string(),
  q_id: z.string(),
  a_id: z.string(),
  /** The level of the urgent-care advice the answer opens with (see chat.ts); null when it has none. */
  urgency: UrgencySchema.nullable().default(null),
});
export type SpokenAnswer = z.infer<typeof SpokenAnswerSchema>;

/**
 * GET /api/voice/capabilities: which speech engines this server found or was given at start
 * (issue 15). Without recognition the chat offers no voice input; without synthesis answers to
 * spoken questions are shown but not played.
 */
export const VoiceCapabilitiesSchema = z.object({
  recognition: z.boolean(),
  synthesis: z.boolean(),
  /** What the server's operator has to install for what is missing (Debian package names); empty when nothing is. */
  missing_packages: z.array(z.string()).default([]),
});
export type VoiceCapabilities = z.infer<typeof VoiceCapabilitiesSchema>;
