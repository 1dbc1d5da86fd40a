import type { UnsubscribeResponse } from '@cephalo/shared/account-email';
import { UNSUBSCRIBE_MESSAGES, unsubscribeErrorMessage, unsubscribeSuccessMessage, useUnsubscribe } from '../api/unsubscribe';
import { TokenAction, type TokenActionTexts } from './token-action';
import { useT } from '../../../i18n/use-t';

const UNSUBSCRIBE_TEXTS: TokenActionTexts<UnsubscribeResponse> = {
  missingToken: UNSUBSCRIBE_MESSAGES.missingToken,
  success: unsubscribeSuccessMessage,
  error: unsubscribeErrorMessage,
};

export function UnsubscribeAction({ unsubscribeToken }: { unsubscribeToken: string | null }) {
  const unsubscription = useUnsubscribe();
  const t = useT();
  return <TokenAction token={unsubscribeToken} actionLabel={t('account.unsubscribe.action')} action={unsubscription} texts={UNSUBSCRIBE_TEXTS} />;
}
