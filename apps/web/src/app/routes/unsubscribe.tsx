import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { UnsubscribeAction } from '../../features/account/components/unsubscribe-action';

export function UnsubscribeRoute() {
  const unsubscribeToken = useSearchParams()[0].get('unsubscribe_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Unsubscribe</PageTitle>
        <Text c="dimmed">Stop the diary reminder e-mails. Your diary and your account stay as they are.</Text>
      </Stack>
      <UnsubscribeAction key={unsubscribeToken ?? 'none'} unsubscribeToken={unsubscribeToken} />
    </Stack>
  );
}
