import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearLoginNotice, readLoginNotice } from '../../lib/login-notice';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/auth/components/login-form';
import { homePathForRole } from './guard-rules';

/** Navigation state the registration screen leaves behind for the login screen. */
export interface LoginLocationState {
  accountCreated: true;
}

const isAccountCreated = (state: unknown): state is LoginLocationState =>
  typeof state === 'object' && state !== null && 'accountCreated' in state && state.accountCreated === true;

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState(readLoginNotice);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Login to your account</PageTitle>
        <Text c="dimmed">Welcome back! Please enter your details.</Text>
      </Stack>
      {isAccountCreated(location.state) && (
        <Alert role="status" color="cephalo" icon={<IconCircleCheck aria-hidden />} title="Account created">
          Please verify your e-mail address with the link we sent you, then sign in.
        </Alert>
      )}
      {notice === 'account-erased' && (
        <Alert role="status" color="cephalo" icon={<IconCircleCheck aria-hidden />} title="Account deleted">
          Your account and all your data have been deleted.
        </Alert>
      )}
      <LoginForm
        onSignedIn={(login) => {
          clearLoginNotice();
          void navigate(homePathForRole(login.role), { replace: true });
        }}
      />
    </Stack>
  );
}
