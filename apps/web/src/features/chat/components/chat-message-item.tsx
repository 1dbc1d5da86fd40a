import { ActionIcon, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconBook2, IconRefresh, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import type { Reference } from '@cephalo/shared/chat';
import type { ChatFailureTexts } from '@cephalo/shared/chat-failure-texts';
import type { ChatMessage } from '../chat-messages';
import type { ValidationStatus } from '../hooks/use-clinical-validation';
import { formatMessageMoment } from '../local-day';
import { splitUrgentAdvice } from '../urgent-advice';
import { AnswerReferences } from './answer-references';
import { AnswerText } from './answer-text';
import { ClinicalValidationControl } from './clinical-validation-control';
import { UrgentAdviceAlert } from './urgent-advice-alert';
import classes from './chat-message.module.css';
import { useT } from '../../../i18n/use-t';

interface ChatMessageItemProps {
  message: ChatMessage;
  validationStatus: ValidationStatus;
  onRequestValidation: (answerId: string) => void;
  onDelete: (questionId: string) => void;
  /** Given for a failed answer only: its message and Retry in the chat language. */
  failureTexts: ChatFailureTexts | null;
  isRetryDisabled: boolean;
  onRetry: (retryId: string) => void;
  /** Opens the whole knowledge-base entry an answer stands on. */
  onReadMore: (reference: Reference) => void;
}

function Waiting() {
  const t = useT();
  return <Loader size="sm" type="dots" role="progressbar" aria-label={t('chat.preparing')} />;
}

function MessageHeader({ author, date, time, action }: { author: string; date: string; time: string; action?: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.header}>
      <Text component="span" size="sm" fw={650}>
        {author}
      </Text>
      <Text component="time" size="xs" c="dimmed" dateTime={`${date}T${time}`}>
        {formatMessageMoment(date, time)}
      </Text>
      {action}
    </Group>
  );
}

/** A failed answer: a short sentence in the chat language and a Retry that asks the same again. */
function AnswerFailure({ texts, isRetryDisabled, onRetry }: { texts: ChatFailureTexts; isRetryDisabled: boolean; onRetry: () => void }) {
  return (
    <div className={classes.failure} lang={texts.lang}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertCircle size={18} aria-hidden className={classes.failureIcon} />
        <Text size="sm" c="red.9" data-testid="answer-failure">
          {texts.failed}
        </Text>
      </Group>
      <Button
        size="xs"
        variant="light"
        color="cephalo"
        mt="xs"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={isRetryDisabled}
        onClick={onRetry}
      >
        {texts.retry}
      </Button>
    </div>
  );
}

/** One message of the list: the user's question (with its delete control) or the AI's answer. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  validationStatus,
  onRequestValidation,
  onDelete,
  failureTexts,
  isRetryDisabled,
  onRetry,
  onReadMore,
}: ChatMessageItemProps) {
  const t = useT();
  if (message.author === 'user') {
    const { questionId } = message;
    return (
      <li className={classes.message} data-author="user">
        <MessageHeader
          author={t('chat.you')}
          date={message.date}
          time={message.time}
          action={
            questionId !== null && (
              <DeferredTooltip label={t('chat.deleteMessage')}>
                <ActionIcon variant="subtle" color="gray.7" size="sm" aria-label={t('chat.deleteMessage')} onClick={() => onDelete(questionId)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </DeferredTooltip>
            )
          }
        />
        <div className={classes.bubble} data-testid="message-text">
          {message.text}
        </div>
      </li>
    );
  }

  const { answerId, phase, retryId } = message;
  const isArriving = phase === 'waiting' || phase === 'streaming';
  const { advice, isAdvicePending, rest } = splitUrgentAdvice(message.text, message.urgency, !isArriving);
  // The entry the answer stands on: its references list it first.
  const mainReference = phase === 'complete' ? message.references[0] : undefined;
  return (
    <li className={classes.message} data-author="ai" data-phase={phase} data-key={message.key}>
      <MessageHeader author={t('chat.assistant')} date={message.date} time={message.time} />
      <div className={classes.bubble}>
        {/* Urgent advice comes first, as a whole: an alert when it has just arrived. */}
        {advice && <UrgentAdviceAlert advice={advice} isAnnounced={message.isNew} />}
        {phase === 'waiting' || isAdvicePending ? (
          <Waiting />
        ) : phase === 'failed' && rest === '' ? null : (
          <div className={classes.text} data-testid="message-text" aria-busy={phase === 'streaming'}>
            {phase === 'refused' ? message.text : <AnswerText text={rest} />}
          </div>
        )}
        {phase === 'failed' && failureTexts && retryId !== null && (
          <AnswerFailure texts={failureTexts} isRetryDisabled={isRetryDisabled} onRetry={() => onRetry(retryId)} />
        )}
        {mainReference && (
          <Button
            variant="light"
            color="cephalo"
            c="cephalo.8"
            size="compact-sm"
            mt="sm"
            leftSection={<IconBook2 size={16} aria-hidden />}
            // Named after the entry too: a screen reader's list of buttons has one "Read more" per answer.
            aria-label={t('chat.readMoreOf', { title: mainReference.title })}
            onClick={() => onReadMore(mainReference)}
          >
            {t('chat.readMore')}
          </Button>
        )}
        <AnswerReferences references={message.references} />
        {phase === 'complete' && answerId !== null && (
          <div className={classes.validation}>
            <ClinicalValidationControl status={validationStatus} onRequest={() => onRequestValidation(answerId)} />
          </div>
        )}
      </div>
    </li>
  );
});
