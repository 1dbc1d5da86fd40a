import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { VerifyEmailAction } from '../../features/account/components/verify-email-action';

export function VerifyEmailRoute() {
  const verifyToken = useSearchParams()[0].get('verify_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Email verification</PageTitle>
        <Text c="dimmed">Confirm that this e-mail address is yours, so you can log in.</Text>
      </Stack>
      <VerifyEmailAction key={verifyToken ?? 'none'} verifyToken={verifyToken} />
    </Stack>
  );
}
