import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { VerifyEmailAction } from '../../features/account/components/verify-email-action';
import { useT } from '../../i18n/use-t';

export function VerifyEmailRoute() {
  const t = useT();
  const verifyToken = useSearchParams()[0].get('verify_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('account.verify.title')}</PageTitle>
        <Text c="dimmed">{t('account.verify.intro')}</Text>
      </Stack>
      <VerifyEmailAction key={verifyToken ?? 'none'} verifyToken={verifyToken} />
    </Stack>
  );
}
