import type { ChatMessage } from '../chat-messages';
import type { ValidationStatus } from '../hooks/use-clinical-validation';
import { ChatMessageItem } from './chat-message-item';
import classes from './chat-message.module.css';

interface MessageListProps {
  messages: ChatMessage[];
  validationStatusOf: (answerId: string) => ValidationStatus;
  onRequestValidation: (answerId: string) => void;
  onDeleteQuestion: (questionId: string) => void;
}

export function MessageList({ messages, validationStatusOf, onRequestValidation, onDeleteQuestion }: MessageListProps) {
  return (
    <ol className={classes.list} aria-label="Messages">
      {messages.map((message) => (
        <ChatMessageItem
          key={message.key}
          message={message}
          validationStatus={message.author === 'ai' && message.answerId !== null ? validationStatusOf(message.answerId) : 'none'}
          onRequestValidation={onRequestValidation}
          onDelete={onDeleteQuestion}
        />
      ))}
    </ol>
  );
}
