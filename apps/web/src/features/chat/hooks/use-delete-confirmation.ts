import { useState } from 'react';
import type { AgentId } from '@cephalo/shared/agents';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDeleteQuestion } from '../api/delete-question';
import { useDeleteSession } from '../api/delete-session';
import type { ConversationDay } from '../conversation-days';

/** What the open confirmation would delete. */
export type Deletion = { kind: 'message'; questionId: string } | { kind: 'day'; day: ConversationDay };

interface DeleteConfirmationOptions {
  agentId: AgentId;
  onMessageDeleted: (questionId: string) => void;
  onDayDeleted: (day: ConversationDay) => void;
}

/**
 * The delete-message and delete-session confirmations: which deletion is asked about, the
 * request once confirmed, and whether the modal may close. The content stays while the modal
 * fades out, so its words do not change under the reader.
 */
export function useDeleteConfirmation({ agentId, onMessageDeleted, onDayDeleted }: DeleteConfirmationOptions) {
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [hasDeleted, setHasDeleted] = useState(false);

  const finish = () => {
    setHasDeleted(true);
    setIsOpen(false);
  };
  const deleteQuestion = useDeleteQuestion(agentId, {
    onSuccess: (questionId) => {
      onMessageDeleted(questionId);
      finish();
    },
  });
  const deleteSession = useDeleteSession(agentId, {
    onSuccess: () => {
      if (deletion?.kind === 'day') onDayDeleted(deletion.day);
      finish();
    },
  });
  const mutation = deletion?.kind === 'day' ? deleteSession : deleteQuestion;

  return {
    deletion,
    isOpen,
    isDeleting: mutation.isPending,
    hasDeleted,
    errorText: mutation.isError ? serverErrorMessage(mutation.error, 'This could not be deleted. Please try again.') : null,
    ask: (next: Deletion) => {
      deleteQuestion.reset();
      deleteSession.reset();
      setHasDeleted(false);
      setDeletion(next);
      setIsOpen(true);
    },
    confirm: () => {
      if (deletion?.kind === 'message') deleteQuestion.mutate(deletion.questionId);
      if (deletion?.kind === 'day') deleteSession.mutate(deletion.day.date);
    },
    cancel: () => {
      if (!mutation.isPending) setIsOpen(false);
    },
  };
}
