import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { NewPasswordForm } from '../../features/account/components/new-password-form';
import { useT } from '../../i18n/use-t';

/** decisions.md, Routes: with ?reset_token= the e-mailed reset, without it the signed-in change. */
export function ResetPasswordRoute() {
  const t = useT();
  const resetToken = useSearchParams()[0].get('reset_token') || null;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('account.reset.title')}</PageTitle>
        <Text c="dimmed">{resetToken === null ? t('account.reset.introSignedIn') : t('account.reset.introLink')}</Text>
      </Stack>
      {/* A new link is a new form: nothing typed for another token carries over. */}
      <NewPasswordForm key={resetToken ?? 'signed-in'} resetToken={resetToken} />
    </Stack>
  );
}
