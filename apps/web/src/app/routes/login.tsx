import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearLoginNotice, readLoginNotice } from '../../lib/login-notice';
import { appOrigin, wantedPathOf, withWantedPath } from '../../lib/wanted-path';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/auth/components/login-form';
import { homePathForRole } from './guard-rules';
import { useT } from '../../i18n/use-t';

/** Navigation state the registration screen leaves behind for the login screen. */
export interface LoginLocationState {
  accountCreated: true;
}

const isAccountCreated = (state: unknown): state is LoginLocationState =>
  typeof state === 'object' && state !== null && 'accountCreated' in state && state.accountCreated === true;

/** Loaded when first needed: the form library and zod stay out of the first download of /login (issue 14). */
const NewVerificationLink = lazy(() =>
  import('../../features/account/components/new-verification-link').then((module) => ({ default: module.NewVerificationLink })),
);

/** The login field takes an e-mail or a username; only an address can fill the new-link form. */
const isEmailAddress = (login: string) => /^[^\s@]+@[^\s@]+$/.test(login.trim());

/**
 * /login; a signed-in person is sent to their start screen by its guard (screens.ts). It depends on
 * no one, so the build draws it into the page as its first paint (first-paint-render.tsx).
 */
export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState(readLoginNotice);
  // The screen the guard or an ended session sent the visitor here from (issue 34: the reminder's /diary).
  const wantedPath = wantedPathOf(location.search, appOrigin());

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('login.title')}</PageTitle>
        <Text c="dimmed">{t('login.intro')}</Text>
      </Stack>
      {isAccountCreated(location.state) && (
        <Alert role="status" color="cephalo" icon={<IconCircleCheck aria-hidden />} title={t('login.accountCreated.title')}>
          {t('login.accountCreated.text')}
        </Alert>
      )}
      {notice === 'account-erased' && (
        <Alert role="status" color="cephalo" icon={<IconCircleCheck aria-hidden />} title={t('login.accountDeleted.title')}>
          {t('login.accountDeleted.text')}
        </Alert>
      )}
      <LoginForm
        onSignedIn={(login) => {
          clearLoginNotice();
          void navigate(wantedPath ?? homePathForRole(login.role), { replace: true });
        }}
        signUpTo={withWantedPath('/register/USER', wantedPath)}
        renderNotVerifiedHelp={(login) => (
          <Suspense fallback={null}>
            <NewVerificationLink key={login} defaultEmail={isEmailAddress(login) ? login.trim() : ''} />
          </Suspense>
        )}
      />
    </Stack>
  );
}
