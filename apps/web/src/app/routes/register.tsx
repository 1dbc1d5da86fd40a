import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { RoleSchema, type Role } from '@cephalo/shared/roles';
import { PageTitle } from '../../components/page-title';
import { RegisterForm } from '../../features/auth/components/register-form';
import { appOrigin, wantedPathOf, withWantedPath } from '../../lib/wanted-path';
import type { LoginLocationState } from './login';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

const ROLE_INTRO: Record<Role, MessageKey> = {
  USER: 'register.intro.patient',
  DOCTOR: 'register.intro.doctor',
  CLINIC_ADMIN: 'register.intro.clinicAdmin',
};

/** /register/<role>; a signed-in person is sent to their start screen by its guard (screens.ts). */
export function RegisterRoute() {
  const t = useT();
  const navigate = useNavigate();
  const role = RoleSchema.safeParse(useParams().requiredRole);
  // The screen someone was on their way to when they chose to sign up first: the login after it leads there.
  const loginTo = withWantedPath('/login', wantedPathOf(useLocation().search, appOrigin()));

  if (!role.success) {
    return (
      <Stack gap="md">
        <PageTitle>{t('register.title')}</PageTitle>
        <Text>{t('register.invalidLink')}</Text>
        <Anchor component={Link} to="/register/USER">
          {t('register.patientAccount')}
        </Anchor>
      </Stack>
    );
  }

  const accountCreated: LoginLocationState = { accountCreated: true };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PageTitle>{t('register.title')}</PageTitle>
        <Text c="dimmed">{t(ROLE_INTRO[role.data])}</Text>
      </Stack>
      <RegisterForm key={role.data} role={role.data} onRegistered={() => void navigate(loginTo, { state: accountCreated })} loginTo={loginTo} />
    </Stack>
  );
}
