import { TranscriptionSchema } from '@cephalo/shared/voice';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/transcribe: the recording (a WAV file) goes as the multipart field `file`. */
export const transcribeRecording = async (recording: Blob, signal?: AbortSignal): Promise<string> => {
  const form = new FormData();
  form.append('file', recording, 'question.wav');
  const { text } = await apiRequest('/transcribe', TranscriptionSchema, { method: 'POST', body: { multipart: form }, ...(signal ? { signal } : {}) });
  return text.trim();
};
