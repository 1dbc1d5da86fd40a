import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { useT } from '../../i18n/use-t';

export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('account.forgot.title')}</PageTitle>
        <Text c="dimmed">{t('account.forgot.intro')}</Text>
      </Stack>
      <ForgotPasswordForm />
    </Stack>
  );
}
