import { Button, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login';
import { RedirectNotice } from './redirect-notice';
import { ResultMessage } from './result-message';
import { useT } from '../../../i18n/use-t';

/** What the screen says: without a token, after the action, after a refusal (spec section 8). */
export interface TokenActionTexts<Answer> {
  missingToken: () => string;
  success: (answer: Answer) => string;
  error: (error: unknown) => string;
}

interface TokenActionProps<Answer> {
  /** The token of the mailed link, or null when the address carries none. */
  token: string | null;
  actionLabel: string;
  action: UseMutationResult<Answer, Error, string>;
  texts: TokenActionTexts<Answer>;
  /** A refusal the same link can never get past (pressing again would only repeat it). */
  isRefusedForGood?: (error: Error) => boolean;
  /** What the person can do next after a refusal (a new verification link). */
  renderNextStep?: (error: Error) => ReactNode;
}

/**
 * One button that spends the token of a mailed link (verify, unsubscribe). The person presses it
 * themselves, so a mail scanner that opens links cannot spend the token on their behalf.
 */
export function TokenAction<Answer>({ token, actionLabel, action, texts, isRefusedForGood, renderNextStep }: TokenActionProps<Answer>) {
  useRedirectToLogin(action.isSuccess);
  // The texts are read in the language shown now.
  useT();
  const isPending = action.isPending;
  const isLinkDead = action.isError && (isRefusedForGood?.(action.error) ?? false);

  return (
    <Stack gap="md">
      {/* Without a token nothing can work, so the screen says so at once (spec section 5). */}
      {token === null && <ResultMessage isSuccess={false}>{texts.missingToken()}</ResultMessage>}
      {action.isSuccess && <ResultMessage isSuccess>{texts.success(action.data)}</ResultMessage>}
      {action.isError && <ResultMessage isSuccess={false}>{texts.error(action.error)}</ResultMessage>}
      <Button
        fullWidth
        size="md"
        disabled={token === null || action.isSuccess || isLinkDead}
        loading={isPending}
        aria-busy={isPending}
        onClick={() => {
          if (token !== null) action.mutate(token);
        }}
      >
        {actionLabel}
      </Button>
      {action.isSuccess && <RedirectNotice />}
      {action.isError && renderNextStep?.(action.error)}
    </Stack>
  );
}
