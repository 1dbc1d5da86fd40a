import { Button, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login';
import { RedirectNotice } from './redirect-notice';
import { ResultMessage } from './result-message';

interface TokenActionProps {
  /** The token of the mailed link, or null when the address carries none. */
  token: string | null;
  actionLabel: string;
  action: UseMutationResult<unknown, Error, string>;
  messages: { success: string; missingToken: string };
  errorMessage: (error: unknown) => string;
}

/**
 * One button that spends the token of a mailed link (verify, unsubscribe). The person presses it
 * themselves, so a mail scanner that opens links cannot spend the token on their behalf.
 */
export function TokenAction({ token, actionLabel, action, messages, errorMessage }: TokenActionProps) {
  useRedirectToLogin(action.isSuccess);
  const isPending = action.isPending;

  return (
    <Stack gap="md">
      {/* Without a token nothing can work, so the screen says so at once (spec section 5). */}
      {token === null && <ResultMessage isSuccess={false}>{messages.missingToken}</ResultMessage>}
      {action.isSuccess && <ResultMessage isSuccess>{messages.success}</ResultMessage>}
      {action.isError && <ResultMessage isSuccess={false}>{errorMessage(action.error)}</ResultMessage>}
      <Button
        fullWidth
        size="md"
        disabled={token === null || action.isSuccess}
        loading={isPending}
        aria-busy={isPending}
        onClick={() => {
          if (token !== null) action.mutate(token);
        }}
      >
        {actionLabel}
      </Button>
      {action.isSuccess && <RedirectNotice />}
    </Stack>
  );
}
