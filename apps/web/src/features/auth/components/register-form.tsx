import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RegisterFormSchema, type RegisterForm as RegisterFormValues } from '@cephalo/shared/register';
import type { Role } from '@cephalo/shared/roles';
import { BusyLabelSubmit } from '../../../components/form/busy-label-submit';
import { PasswordField } from '../../../components/form/password-field';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { registerErrorMessage, useRegister } from '../api/register';

const SENT_FIELDS = ['email', 'username', 'password', 'register_key'] as const;

interface RegisterFormProps {
  role: Role;
  onRegistered: () => void;
  /** Where "Already have an account? Login" leads (the login screen, with the screen wanted after login). */
  loginTo?: string;
}

export function RegisterForm({ role, onRegistered, loginTo = '/login' }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', username: '', password: '', passwordConfirmation: '', register_key: '' },
  });
  const registerMutation = useRegister({ onSuccess: onRegistered });

  // A refusal about a field shows under that field; only other refusals use the alert.
  const [isRefusalUnderFields, setIsRefusalUnderFields] = useState(false);

  const submit = handleSubmit((form) => {
    setIsRefusalUnderFields(false);
    registerMutation.mutate({ form, role }, { onError: (error) => setIsRefusalUnderFields(showServerFieldErrors(error, SENT_FIELDS, setError).isPlaced) });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextInput label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <PasswordField label="Password" autoComplete="new-password" registration={register('password')} error={errors.password?.message} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          registration={register('passwordConfirmation')}
          error={errors.passwordConfirmation?.message}
        />
        <TextInput
          label="Registration Key"
          autoComplete="off"
          description="The key your clinic gave you."
          error={errors.register_key?.message}
          {...register('register_key')}
        />
        {/* Next to the button, so a phone user sees the refusal without scrolling back up. */}
        {registerMutation.isError && !isRefusalUnderFields && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {registerErrorMessage(registerMutation.error)}
          </Alert>
        )}
        <BusyLabelSubmit label="Register" busyLabel="Registering..." isBusy={registerMutation.isPending} />
        <Text size="sm" ta="center">
          <Anchor component={Link} to={loginTo}>
            Already have an account? Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
