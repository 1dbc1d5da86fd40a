import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { RoleSchema, type Role } from '@cephalo/shared/roles';
import { PageTitle } from '../../components/page-title';
import { RegisterForm } from '../../features/auth/components/register-form';
import { appOrigin, wantedPathOf, withWantedPath } from '../../lib/wanted-path';
import type { LoginLocationState } from './login';

const ROLE_INTRO: Record<Role, string> = {
  USER: 'Sign up as a patient with the registration key from your clinic.',
  DOCTOR: 'Sign up as a doctor with the registration key from your clinic.',
  CLINIC_ADMIN: 'Sign up as a clinic administrator with your registration key.',
};

/** /register/<role>; a signed-in person is sent to their start screen by its guard (screens.ts). */
export function RegisterRoute() {
  const navigate = useNavigate();
  const role = RoleSchema.safeParse(useParams().requiredRole);
  // The screen someone was on their way to when they chose to sign up first: the login after it leads there.
  const loginTo = withWantedPath('/login', wantedPathOf(useLocation().search, appOrigin()));

  if (!role.success) {
    return (
      <Stack gap="md">
        <PageTitle>Create Account</PageTitle>
        <Text>This registration link is not valid.</Text>
        <Anchor component={Link} to="/register/USER">
          Create a patient account
        </Anchor>
      </Stack>
    );
  }

  const accountCreated: LoginLocationState = { accountCreated: true };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>Create Account</PageTitle>
        <Text c="dimmed">{ROLE_INTRO[role.data]}</Text>
      </Stack>
      <RegisterForm key={role.data} role={role.data} onRegistered={() => void navigate(loginTo, { state: accountCreated })} loginTo={loginTo} />
    </Stack>
  );
}
