import { UNSUBSCRIBE_MESSAGES, unsubscribeErrorMessage, useUnsubscribe } from '../api/unsubscribe';
import { TokenAction } from './token-action';

export function UnsubscribeAction({ unsubscribeToken }: { unsubscribeToken: string | null }) {
  const unsubscription = useUnsubscribe();
  return (
    <TokenAction
      token={unsubscribeToken}
      actionLabel="Unsubscribe"
      action={unsubscription}
      messages={UNSUBSCRIBE_MESSAGES}
      errorMessage={unsubscribeErrorMessage}
    />
  );
}
