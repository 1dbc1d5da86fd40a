import { Button, Group, Text } from '@mantine/core';
import { IconKeyboard, IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { useVoiceCapabilities } from '../api/get-voice-capabilities';
import type { VoicePhase } from '../hooks/use-voice-mode';
import { VOICE_NOT_SET_UP } from '../recording-support';
import classes from './message-composer.module.css';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

/** Spec section 8: the one message of a failed voice question. */
export const VOICE_FAILURE = 'Please retry';

interface VoiceComposerProps {
  phase: VoicePhase;
  hasFailed: boolean;
  recordingStartedAt: number | null;
  /** A typed question is in flight: Speak waits for it. */
  isSending: boolean;
  audioRef: Ref<HTMLAudioElement>;
  onPlaybackEnded: () => void;
  onSpeak: () => void;
  onStop: () => void;
  onTextMode: () => void;
  usageHint?: string | null;
  hidden?: boolean;
  speakButtonRef: RefObject<HTMLButtonElement | null>;
}

const STATUS: Record<Exclude<VoicePhase, 'recording'>, MessageKey> = {
  idle: 'chat.voiceStatus.idle',
  starting: 'chat.voiceStatus.starting',
  processing: 'chat.voiceStatus.processing',
  playing: 'chat.voiceStatus.playing',
};

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds since the recording started, ticking while it lasts. */
function RecordingClock({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  // Hidden from screen readers: a live region that changed every second would never stop talking.
  return (
    <span className={classes.clock} aria-hidden>
      {minutesAndSeconds(Math.max(0, Math.floor((now - startedAt) / 1000)))}
    </span>
  );
}

/** The voice mode of the input (spec section 2): Speak, Stop and Text, with where the flow is. */
export const VoiceComposer = memo(function VoiceComposer(props: VoiceComposerProps) {
  const { phase, hasFailed, recordingStartedAt, isSending, audioRef, usageHint, hidden = false } = props;
  const t = useT();
  // Voice mode opened before the server said it cannot recognise speech: Speak is off, and says why.
  const { recognition: canRecognizeSpeech } = useVoiceCapabilities();
  const canSpeak = phase === 'idle' && !isSending && canRecognizeSpeech;
  const canStop = phase === 'recording' || phase === 'processing' || phase === 'playing';
  const stopButtonRef = useRef<HTMLButtonElement>(null);
  const { speakButtonRef } = props;

  // The pressed button turns disabled as the flow moves on: keep the keyboard on the one that works.
  // Only while voice mode is shown: focusing a hidden button does nothing but make the browser work
  // out the page's styles at once (on a phone, about 25 ms while the chat loads).
  useEffect(() => {
    if (hidden) return;
    // A button that turned disabled drops the focus to the page itself.
    const focused = document.activeElement;
    const isLost = focused === null || focused === document.body;
    if (phase === 'recording' && (isLost || focused === speakButtonRef.current)) stopButtonRef.current?.focus();
    if (phase === 'idle' && (isLost || focused === stopButtonRef.current)) speakButtonRef.current?.focus();
  }, [hidden, phase, speakButtonRef]);

  // Speak turned off under the keyboard (the server has no recogniser): Text is the way on.
  const textButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hidden || canRecognizeSpeech) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === speakButtonRef.current) textButtonRef.current?.focus();
  }, [canRecognizeSpeech, hidden, speakButtonRef]);

  return (
    <div className={classes.composer} hidden={hidden} data-voice-phase={phase}>
      <Group gap="sm" justify="space-between" align="center" wrap="wrap" className={classes.voiceRow}>
        <Text size="sm" c="dimmed" role="status" className={classes.voiceStatus}>
          {phase === 'recording' ? (
            <>
              <span className={classes.recordingDot} aria-hidden />
              {t('chat.voiceStatus.listening')}
              {recordingStartedAt !== null && <RecordingClock startedAt={recordingStartedAt} />}
              {t('chat.voiceStatus.listeningEnd')}
            </>
          ) : phase === 'idle' && !canRecognizeSpeech ? (
            VOICE_NOT_SET_UP
          ) : (
            t(STATUS[phase])
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            ref={speakButtonRef}
            size="md"
            onClick={props.onSpeak}
            disabled={!canSpeak}
            aria-busy={phase === 'starting' || phase === 'recording'}
            leftSection={<IconMicrophone size={18} aria-hidden />}
          >
            {t('chat.speak')}
          </Button>
          <Button
            ref={stopButtonRef}
            size="md"
            variant="light"
            color="red"
            {...(canStop ? { c: 'var(--cephalo-danger-text)' } : {})}
            onClick={props.onStop}
            disabled={!canStop}
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
          >
            {t('chat.stop')}
          </Button>
          <Button
            ref={textButtonRef}
            size="md"
            variant="subtle"
            color="gray"
            c="var(--mantine-color-text)"
            onClick={props.onTextMode}
            leftSection={<IconKeyboard size={18} aria-hidden />}
          >
            {t('chat.text')}
          </Button>
        </Group>
      </Group>
      {hasFailed && (
        <Text role="alert" size="sm" c="var(--cephalo-danger-text)" fw={600} mt={6}>
          {VOICE_FAILURE}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6} className={classes.usage}>
        {usageHint}
      </Text>
      {/* The spoken answer; Stop halts it. No controls: the buttons above are the controls. */}
      <audio ref={audioRef} onEnded={props.onPlaybackEnded} aria-label={t('chat.spokenAnswer')} />
    </div>
  );
});
