import { Stack } from '@mantine/core';
import type { VerifyEmailResponse } from '@cephalo/shared/account-email';
import { VERIFY_EMAIL_MESSAGES, isLinkToReplace, useVerifyEmail, verifyEmailErrorMessage, verifyEmailSuccessMessage } from '../api/verify-email';
import { NewVerificationLink } from './new-verification-link';
import { TokenAction, type TokenActionTexts } from './token-action';
import { useT } from '../../../i18n/use-t';

const VERIFY_EMAIL_TEXTS: TokenActionTexts<VerifyEmailResponse> = {
  missingToken: VERIFY_EMAIL_MESSAGES.missingToken,
  success: verifyEmailSuccessMessage,
  error: verifyEmailErrorMessage,
};

export function VerifyEmailAction({ verifyToken }: { verifyToken: string | null }) {
  const t = useT();
  const verification = useVerifyEmail();
  return (
    <Stack gap="md">
      <TokenAction
        token={verifyToken}
        actionLabel={t('account.verify.action')}
        action={verification}
        texts={VERIFY_EMAIL_TEXTS}
        // An expired or unknown link cannot work again; a new one can.
        isRefusedForGood={isLinkToReplace}
        renderNextStep={(error) => (isLinkToReplace(error) ? <NewVerificationLink /> : null)}
      />
      {/* An address without its token (a link cut short by a mail program) is no dead end either. */}
      {verifyToken === null && <NewVerificationLink />}
    </Stack>
  );
}
