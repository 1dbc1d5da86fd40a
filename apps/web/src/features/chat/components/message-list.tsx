import type { Reference } from '@cephalo/shared/chat';
import type { ChatFailureTexts } from '@cephalo/shared/chat-failure-texts';
import type { ChatMessage } from '../chat-messages';
import type { ValidationStatus } from '../hooks/use-clinical-validation';
import { ChatMessageItem } from './chat-message-item';
import classes from './chat-message.module.css';
import { useT } from '../../../i18n/use-t';

interface MessageListProps {
  messages: ChatMessage[];
  validationStatusOf: (answerId: string) => ValidationStatus;
  onRequestValidation: (answerId: string) => void;
  onDeleteQuestion: (questionId: string) => void;
  /** The failed-answer message and its Retry, in the chat language. */
  failureTexts: ChatFailureTexts;
  /** While a question is in flight, Retry waits like the send button. */
  isSending: boolean;
  onRetry: (retryId: string) => void;
  onReadMore: (reference: Reference) => void;
}

/**
 * The day's messages, oldest first. Each message is memoized: while an answer streams in, only
 * its own bubble is drawn again, however long the day is.
 */
export function MessageList({
  messages,
  validationStatusOf,
  onRequestValidation,
  onDeleteQuestion,
  failureTexts,
  isSending,
  onRetry,
  onReadMore,
}: MessageListProps) {
  const t = useT();
  return (
    <ol className={classes.list} aria-label={t('chat.messages')}>
      {messages.map((message) => (
        <ChatMessageItem
          key={message.key}
          message={message}
          validationStatus={message.author === 'ai' && message.answerId !== null ? validationStatusOf(message.answerId) : 'none'}
          onRequestValidation={onRequestValidation}
          onDelete={onDeleteQuestion}
          failureTexts={message.author === 'ai' && message.phase === 'failed' ? failureTexts : null}
          isRetryDisabled={message.author === 'ai' && message.phase === 'failed' && isSending}
          onRetry={onRetry}
          onReadMore={onReadMore}
        />
      ))}
    </ol>
  );
}
