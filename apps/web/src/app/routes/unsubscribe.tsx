import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { UnsubscribeAction } from '../../features/account/components/unsubscribe-action';
import { useT } from '../../i18n/use-t';

export function UnsubscribeRoute() {
  const t = useT();
  const unsubscribeToken = useSearchParams()[0].get('unsubscribe_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('account.unsubscribe.title')}</PageTitle>
        <Text c="dimmed">{t('account.unsubscribe.intro')}</Text>
      </Stack>
      <UnsubscribeAction key={unsubscribeToken ?? 'none'} unsubscribeToken={unsubscribeToken} />
    </Stack>
  );
}
