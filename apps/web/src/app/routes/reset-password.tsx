import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { NewPasswordForm } from '../../features/account/components/new-password-form';

/** decisions.md, Routes: with ?reset_token= the e-mailed reset, without it the signed-in change. */
export function ResetPasswordRoute() {
  const resetToken = useSearchParams()[0].get('reset_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Reset Password</PageTitle>
        <Text c="dimmed">{resetToken === null ? 'Enter your current password, then choose a new one.' : 'Choose a new password for your account.'}</Text>
      </Stack>
      {/* A new link is a new form: nothing typed for another token carries over. */}
      <NewPasswordForm key={resetToken ?? 'signed-in'} resetToken={resetToken} />
    </Stack>
  );
}
