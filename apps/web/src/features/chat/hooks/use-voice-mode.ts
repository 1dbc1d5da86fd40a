import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_SECONDS } from '@cephalo/shared/voice';
import { fetchSpokenAnswer } from '../api/fetch-spoken-answer';
import { useVoiceCapabilities } from '../api/get-voice-capabilities';
import { transcribeRecording } from '../api/transcribe-recording';
import { NO_RECORDING_SUPPORT, canRecordAudio } from '../recording-support';
import type { WavRecording } from '../wav-recording';
import type { SpokenOutcome } from './use-chat-conversation';

/** Spec section 4, voice flow: idle, recording, processing audio, answer played back. */
export type VoicePhase = 'idle' | 'starting' | 'recording' | 'processing' | 'playing';

/** Recording stops on its own a second before the server's limit, so the file is never refused. */
const RECORDING_LIMIT_MS = (MAX_RECORDING_SECONDS - 1) * 1000;

interface VoiceModeOptions {
  /** Asks the transcript like a typed question (stored, counted, shown in the conversation). */
  ask: (transcript: string) => Promise<SpokenOutcome | null>;
}

/**
 * The voice mode of the chat input: Speak records the microphone, Stop ends the recording (which
 * is then transcribed and asked) or halts the spoken answer. Any failure ends in `hasFailed`, for
 * the screen's "Please retry" (spec section 8).
 */
export function useVoiceMode({ ask }: VoiceModeOptions) {
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const [hasFailed, setHasFailed] = useState(false);
  const [recordingStartedAt, setRecordingStartedAt] = useState<number | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const recording = useRef<WavRecording | null>(null);
  const recordingLimit = useRef<number | null>(null);
  // Set by Stop while the answer is being prepared: the answer is still shown, but not played.
  const isPlaybackCancelled = useRef(false);
  const processing = useRef<AbortController | null>(null);
  const audioUrl = useRef<string | null>(null);
  // Counts resets, so a microphone that opens after the patient has left voice mode is closed again.
  const resets = useRef(0);
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  }, [ask]);
  // A server without a voice (issue 15) shows the answer and asks nothing more: no spoken answer to fetch and fail on.
  const { synthesis: canSpeakAnswers } = useVoiceCapabilities();
  const canSpeakAnswersRef = useRef(canSpeakAnswers);
  useEffect(() => {
    canSpeakAnswersRef.current = canSpeakAnswers;
  }, [canSpeakAnswers]);

  const releaseAudio = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    if (audioUrl.current) URL.revokeObjectURL(audioUrl.current);
    audioUrl.current = null;
  }, []);

  const fail = useCallback((error: unknown) => {
    console.warn('Voice question failed.', error);
    setHasFailed(true);
    setPhase('idle');
  }, []);

  const play = useCallback(
    async (spokenAnswer: Blob) => {
      const audio = audioRef.current;
      if (!audio) return setPhase('idle');
      releaseAudio();
      audioUrl.current = URL.createObjectURL(spokenAnswer);
      audio.src = audioUrl.current;
      setPhase('playing');
      await audio.play();
    },
    [releaseAudio],
  );

  const finishRecording = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    if (recordingLimit.current !== null) window.clearTimeout(recordingLimit.current);
    recordingLimit.current = null;
    setRecordingStartedAt(null);
    setPhase('processing');
    isPlaybackCancelled.current = false;
    const controller = new AbortController();
    processing.current = controller;
    try {
      const transcript = await transcribeRecording(await current.finish(), controller.signal);
      if (transcript === '') throw new Error('Nothing was recognised in the recording.');
      const result = await askRef.current(transcript);
      if (result?.outcome === 'failed' || result === null) throw new Error('The spoken question was not answered.');
      // A refusal (plan limit) is said in the conversation; there is nothing to play.
      if (result.outcome === 'refused' || result.audioLabel === null || isPlaybackCancelled.current || !canSpeakAnswersRef.current) return setPhase('idle');
      const spokenAnswer = await fetchSpokenAnswer(result.audioLabel, controller.signal);
      if (isPlaybackCancelled.current) return setPhase('idle');
      await play(spokenAnswer);
    } catch (error) {
      // Stop was pressed: the aborted request or interrupted playback is no failure.
      if (controller.signal.aborted || isPlaybackCancelled.current) setPhase('idle');
      else fail(error);
    } finally {
      if (processing.current === controller) processing.current = null;
    }
  }, [fail, play]);

  const speak = useCallback(async () => {
    if (phase !== 'idle') return;
    if (!canRecordAudio()) {
      window.alert(NO_RECORDING_SUPPORT);
      return;
    }
    setHasFailed(false);
    setPhase('starting');
    const resetsBefore = resets.current;
    let started: WavRecording;
    try {
      // The recorder and its WAV encoder load the first time someone speaks, not with the chat.
      const { startWavRecording } = await import('../wav-recording');
      started = await startWavRecording();
    } catch (error) {
      // The microphone was refused, is missing or is busy.
      if (resets.current === resetsBefore) fail(error);
      return;
    }
    if (resets.current !== resetsBefore) return started.cancel();
    recording.current = started;
    setRecordingStartedAt(Date.now());
    setPhase('recording');
    recordingLimit.current = window.setTimeout(() => void finishRecording(), RECORDING_LIMIT_MS);
  }, [fail, finishRecording, phase]);

  /** Stop: ends the recording and asks it, or halts the spoken answer, or skips playing it. */
  const stop = useCallback(() => {
    if (phase === 'recording') {
      void finishRecording();
    } else if (phase === 'processing') {
      isPlaybackCancelled.current = true;
      // Before the question is asked, stopping also drops the recording; after, the answer stays.
      processing.current?.abort();
    } else if (phase === 'playing') {
      isPlaybackCancelled.current = true;
      releaseAudio();
      setPhase('idle');
    }
  }, [finishRecording, phase, releaseAudio]);

  /** Leaving voice mode (or the page) ends whatever was going on. */
  const reset = useCallback(() => {
    resets.current += 1;
    recording.current?.cancel();
    recording.current = null;
    if (recordingLimit.current !== null) window.clearTimeout(recordingLimit.current);
    isPlaybackCancelled.current = true;
    processing.current?.abort();
    releaseAudio();
    setRecordingStartedAt(null);
    setHasFailed(false);
    setPhase('idle');
  }, [releaseAudio]);

  /** The spoken answer has been played to its end. */
  const onPlaybackEnded = useCallback(() => {
    releaseAudio();
    setPhase('idle');
  }, [releaseAudio]);

  useEffect(() => () => reset(), [reset]);

  return { phase, hasFailed, recordingStartedAt, audioRef, onPlaybackEnded, speak, stop, reset };
}
