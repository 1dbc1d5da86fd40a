import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Forgot password</PageTitle>
        <Text c="dimmed">Enter the e-mail address of your account and we will send you a link to choose a new password.</Text>
      </Stack>
      <ForgotPasswordForm />
    </Stack>
  );
}
