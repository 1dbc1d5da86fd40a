import { ActionIcon, Button, Group, Text, Textarea } from '@mantine/core';
import { IconMicrophone, IconSend } from '@tabler/icons-react';
import { memo, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { MAX_MESSAGE_WORDS, countWords } from '@cephalo/shared/words';
import { useVoiceCapabilities } from '../api/get-voice-capabilities';
import { limitMessageWords } from '../message-words';
import { VOICE_NOT_SET_UP } from '../recording-support';
import classes from './message-composer.module.css';
import { useT } from '../../../i18n/use-t';

/**
 * Where the browser sizes a text field to its content itself (CSS field-sizing: Chromium,
 * Safari), the input grows from two to eight lines by its stylesheet. Mantine's autosize, used
 * elsewhere, measures the page on every render and keystroke: on a slow phone each measurement
 * is a forced style and layout of the whole screen, several while the chat loads (issue 14).
 */
const SIZES_TO_CONTENT = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

interface MessageComposerProps {
  isSending: boolean;
  /** Returns false when the message was not taken, so the draft stays. */
  onSend: (message: string) => boolean;
  /** A calm line about the plan's usage, beside the counter. */
  usageHint?: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Switches the input to voice mode (Speak, Stop, Text). */
  onVoiceMode?: () => void;
  /** Hidden while voice mode is shown; the draft stays for the way back. */
  hidden?: boolean;
}

/** The text mode of the input (spec section 2): a 140-word draft, a counter and the send button. */
export const MessageComposer = memo(function MessageComposer({ isSending, onSend, usageHint, inputRef, onVoiceMode, hidden = false }: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const counterId = useId();
  const helpId = useId();
  const voiceNoteId = useId();
  const t = useT();
  const { recognition: canRecognizeSpeech } = useVoiceCapabilities();
  const wordCount = countWords(draft);

  const submit = () => {
    if (draft.trim() === '' || isSending) return;
    if (onSend(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an input method still composing keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const unavailableVoiceButton = (
    // Disabled by data-disabled and aria-disabled rather than `disabled`: a disabled button gets
    // neither hover nor focus, so its tooltip could never say why (Mantine's Tooltip guidance).
    <ActionIcon
      type="button"
      size={42}
      radius="md"
      variant="light"
      aria-label={t('chat.voice')}
      data-disabled
      aria-disabled
      aria-describedby={voiceNoteId}
      onClick={(event) => event.preventDefault()}
      className={classes.voice}
    >
      <IconMicrophone size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <form
      className={classes.composer}
      hidden={hidden}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          ref={inputRef}
          className={classes.input}
          label={t('chat.yourMessage')}
          classNames={{ label: 'sr-only' }}
          placeholder={t('chat.placeholder')}
          autosize={!SIZES_TO_CONTENT}
          minRows={2}
          maxRows={8}
          radius="md"
          value={draft}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setDraft((previous) => limitMessageWords(previous, value));
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${counterId} ${helpId}`}
        />
        {onVoiceMode && canRecognizeSpeech && (
          <DeferredTooltip label={t('chat.askByVoice')}>
            <ActionIcon type="button" size={42} radius="md" variant="light" aria-label={t('chat.voice')} onClick={onVoiceMode} className={classes.voice}>
              <IconMicrophone size={20} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
        )}
        {onVoiceMode && !canRecognizeSpeech && (
          <DeferredTooltip label={VOICE_NOT_SET_UP} opensOnTap multiline w={220}>
            {unavailableVoiceButton}
          </DeferredTooltip>
        )}
        {/* The label changes to "..." in flight (spec section 2); the name stays "Send". */}
        <Button
          type="submit"
          size="md"
          px={14}
          aria-label={t('chat.send')}
          disabled={isSending}
          aria-busy={isSending}
          leftSection={isSending ? undefined : <IconSend size={18} aria-hidden />}
          className={classes.send}
          classNames={{ section: classes.sendIcon }}
        >
          {isSending ? '...' : t('chat.send')}
        </Button>
      </Group>
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed" className={classes.usage}>
          {usageHint}
        </Text>
        <Text
          id={counterId}
          size="sm"
          c={wordCount >= MAX_MESSAGE_WORDS ? 'orange.9' : 'dimmed'}
          fw={wordCount >= MAX_MESSAGE_WORDS ? 600 : 400}
          className={classes.counter}
        >
          {`${wordCount}/${MAX_MESSAGE_WORDS}`}
        </Text>
      </Group>
      <span id={helpId} className="sr-only">
        {t('chat.wordsHelp', { max: MAX_MESSAGE_WORDS })}
      </span>
      {onVoiceMode && !canRecognizeSpeech && (
        <span id={voiceNoteId} className="sr-only">
          {VOICE_NOT_SET_UP}
        </span>
      )}
    </form>
  );
});
