/** Spec section 8: a browser that cannot record at all is told so in an alert. */
export const NO_RECORDING_SUPPORT = 'Your browser does not support audio recording';

/** Issue 15: a server without speech recognition (GET /api/voice/capabilities) offers no voice input, and says so. */
export const VOICE_NOT_SET_UP = 'Voice input is not set up on this server.';

/**
 * Whether this browser can record the microphone: it needs getUserMedia and either a native
 * MediaRecorder or audio worklets (the recorder library records WAV with one or the other).
 */
export const canRecordAudio = (): boolean =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  (typeof window.MediaRecorder === 'function' || typeof window.AudioWorkletNode === 'function');
