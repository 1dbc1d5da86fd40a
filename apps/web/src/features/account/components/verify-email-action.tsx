import { Stack } from '@mantine/core';
import { VERIFY_EMAIL_MESSAGES, isLinkToReplace, useVerifyEmail, verifyEmailErrorMessage, verifyEmailSuccessMessage } from '../api/verify-email';
import { NewVerificationLink } from './new-verification-link';
import { TokenAction } from './token-action';

export function VerifyEmailAction({ verifyToken }: { verifyToken: string | null }) {
  const verification = useVerifyEmail();
  return (
    <Stack gap="md">
      <TokenAction
        token={verifyToken}
        actionLabel="Verify"
        action={verification}
        messages={VERIFY_EMAIL_MESSAGES}
        successMessage={verifyEmailSuccessMessage}
        errorMessage={verifyEmailErrorMessage}
        // An expired or unknown link cannot work again; a new one can.
        isRefusedForGood={isLinkToReplace}
        renderNextStep={(error) => (isLinkToReplace(error) ? <NewVerificationLink /> : null)}
      />
      {/* An address without its token (a link cut short by a mail program) is no dead end either. */}
      {verifyToken === null && <NewVerificationLink />}
    </Stack>
  );
}
