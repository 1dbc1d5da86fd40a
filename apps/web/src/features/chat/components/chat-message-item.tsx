import { ActionIcon, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '../chat-messages';
import type { ValidationStatus } from '../hooks/use-clinical-validation';
import { formatMessageMoment } from '../local-day';
import { AnswerReferences } from './answer-references';
import { AnswerText } from './answer-text';
import { ClinicalValidationControl } from './clinical-validation-control';
import classes from './chat-message.module.css';

interface ChatMessageItemProps {
  message: ChatMessage;
  validationStatus: ValidationStatus;
  onRequestValidation: (answerId: string) => void;
  onDelete: (questionId: string) => void;
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

/** One message of the list: the user's question (with its delete control) or the AI's answer. */
export function ChatMessageItem({ message, validationStatus, onRequestValidation, onDelete }: ChatMessageItemProps) {
  if (message.author === 'user') {
    const { questionId } = message;
    return (
      <li className={classes.message} data-author="user">
        <MessageHeader
          author="You"
          date={message.date}
          time={message.time}
          action={
            questionId !== null && (
              <Tooltip label="Delete message">
                <ActionIcon variant="subtle" color="gray.7" size="sm" aria-label="Delete message" onClick={() => onDelete(questionId)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )
          }
        />
        <div className={classes.bubble} data-testid="message-text">
          {message.text}
        </div>
      </li>
    );
  }

  const { answerId, phase } = message;
  return (
    <li className={classes.message} data-author="ai" data-phase={phase}>
      <MessageHeader author="AI Assistant" date={message.date} time={message.time} />
      <div className={classes.bubble}>
        {phase === 'waiting' ? (
          <Loader size="sm" type="dots" role="progressbar" aria-label="The AI Assistant is preparing an answer" />
        ) : (
          <div className={classes.text} data-testid="message-text" aria-busy={phase === 'streaming'}>
            {phase === 'refused' ? message.text : <AnswerText text={message.text} />}
          </div>
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
}
