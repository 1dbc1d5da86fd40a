import { useEffect, useState } from 'react';
import { DeferredModal } from '../../../components/deferred-modal';
import { useCurrentUserValue } from '../../../lib/current-user';

// The dialog's form (react-hook-form, zod and the shared schema) loads only for a person it asks:
// every signed-in screen draws this component, and most people are never asked.
const loadNameQuestionDialog = async () => (await import('./name-question-dialog')).NameQuestionDialog;

/**
 * Asks an account without a first name or surname for them, once after login (issue 35): the
 * clinic and the doctor otherwise see only a dash. "Not now" or closing the dialog is an answer
 * too; either way the server records that the person was asked, and the profile changes the names
 * at any time.
 */
export function NameQuestion() {
  const isAsked = useCurrentUserValue((me) => me?.asks_for_name ?? false);
  // Once shown, the dialog stays until the person answers, even while GET /api/me is fetched again.
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (isAsked) setIsOpen(true);
  }, [isAsked]);
  return <DeferredModal load={loadNameQuestionDialog} props={{ opened: isOpen, onAnswered: () => setIsOpen(false) }} />;
}
