import { MediaRecorder, register, type IMediaRecorder } from 'extendable-media-recorder';
import { connect } from 'extendable-media-recorder-wav-encoder';

// The WAV encoder can be registered once per page; a failed registration may be tried again.
let wavEncoder: Promise<void> | null = null;
const registerWavEncoder = (): Promise<void> => {
  wavEncoder ??= connect()
    .then(register)
    .catch((error: unknown) => {
      wavEncoder = null;
      throw error;
    });
  return wavEncoder;
};

export interface WavRecording {
  /** Ends the recording; resolves with the WAV file (audio/wav, 16-bit PCM). */
  finish: () => Promise<Blob>;
  /** Ends the recording and throws it away. */
  cancel: () => void;
}

/**
 * Starts recording the microphone as WAV (issue 8: `audio/wav`, 16-bit PCM, mono). Browsers
 * record compressed audio natively, so the WAV encoding is left to extendable-media-recorder.
 * Rejects when the microphone is refused or missing.
 */
export async function startWavRecording(): Promise<WavRecording> {
  await registerWavEncoder();
  // One channel is all speech needs. The browser's gain control clipped clear speech into
  // distortion and its noise filter thinned it, both costing recognised words; echo cancellation
  // stays, for a spoken answer still playing from the speakers.
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: false, autoGainControl: false },
  });
  const releaseMicrophone = () => stream.getTracks().forEach((track) => track.stop());

  let recorder: IMediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType: 'audio/wav' });
  } catch (error) {
    releaseMicrophone();
    throw error;
  }
  const parts: Blob[] = [];
  const recorded = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('dataavailable', (event) => parts.push(event.data));
    recorder.addEventListener('stop', () => {
      releaseMicrophone();
      resolve(new Blob(parts, { type: 'audio/wav' }));
    });
    recorder.addEventListener('error', (event) => {
      releaseMicrophone();
      reject(event instanceof ErrorEvent ? event.error : new Error('The recording failed.'));
    });
  });
  recorder.start();

  const end = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  return {
    finish: () => {
      end();
      return recorded;
    },
    cancel: () => {
      recorded.catch(() => undefined);
      end();
      releaseMicrophone();
    },
  };
}
