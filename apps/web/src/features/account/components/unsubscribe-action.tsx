import { UNSUBSCRIBE_MESSAGES, unsubscribeErrorMessage, unsubscribeSuccessMessage, useUnsubscribe } from '../api/unsubscribe';
import { TokenAction } from './token-action';

export function UnsubscribeAction({ unsubscribeToken }: { unsubscribeToken: string | null }) {
  const unsubscription = useUnsubscribe();
  return (
    <TokenAction
      token={unsubscribeToken}
      actionLabel="Unsubscribe"
      action={unsubscription}
      messages={UNSUBSCRIBE_MESSAGES}
      successMessage={unsubscribeSuccessMessage}
      errorMessage={unsubscribeErrorMessage}
    />
  );
}
