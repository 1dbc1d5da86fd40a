import { VERIFY_EMAIL_MESSAGES, useVerifyEmail, verifyEmailErrorMessage } from '../api/verify-email';
import { TokenAction } from './token-action';

export function VerifyEmailAction({ verifyToken }: { verifyToken: string | null }) {
  const verification = useVerifyEmail();
  return (
    <TokenAction
      token={verifyToken}
      actionLabel="Verify"
      action={verification}
      messages={VERIFY_EMAIL_MESSAGES}
      errorMessage={verifyEmailErrorMessage}
    />
  );
}
