import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

const SENT_FIELDS = ['name', 'surname', 'email', 'username', 'password', 'register_key'] as const;

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
    defaultValues: { name: '', surname: '', email: '', username: '', password: '', passwordConfirmation: '', register_key: '' },
  });
  const registerMutation = useRegister({ onSuccess: onRegistered });
  const t = useT();
  const fieldMessage = useFieldMessage();

  // A refusal about a field shows under that field; only other refusals use the alert.
  const [isRefusalUnderFields, setIsRefusalUnderFields] = useState(false);

  const submit = handleSubmit((form) => {
    setIsRefusalUnderFields(false);
    registerMutation.mutate({ form, role }, { onError: (error) => setIsRefusalUnderFields(showServerFieldErrors(error, SENT_FIELDS, setError).isPlaced) });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {/* Beside the specification's fields (decisions.md): the clinic and the doctor see who registered. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('register.firstName')} autoComplete="given-name" error={fieldMessage(errors.name?.message)} {...register('name')} />
          <TextInput label={t('register.surname')} autoComplete="family-name" error={fieldMessage(errors.surname?.message)} {...register('surname')} />
        </SimpleGrid>
        <TextInput label={t('common.email')} type="email" autoComplete="email" error={fieldMessage(errors.email?.message)} {...register('email')} />
        <TextInput label={t('common.username')} autoComplete="username" error={fieldMessage(errors.username?.message)} {...register('username')} />
        <PasswordField
          label={t('common.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={fieldMessage(errors.password?.message)}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          registration={register('passwordConfirmation')}
          error={fieldMessage(errors.passwordConfirmation?.message)}
        />
        <TextInput
          label={t('register.key')}
          autoComplete="off"
          description={t('register.keyDescription')}
          error={fieldMessage(errors.register_key?.message)}
          {...register('register_key')}
        />
        {/* Next to the button, so a phone user sees the refusal without scrolling back up. */}
        {registerMutation.isError && !isRefusalUnderFields && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {registerErrorMessage(registerMutation.error)}
          </Alert>
        )}
        <BusyLabelSubmit label={t('register.submit')} busyLabel={t('register.submitting')} isBusy={registerMutation.isPending} />
        <Text size="sm" ta="center">
          <Anchor component={Link} to={loginTo}>
            {t('register.haveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
