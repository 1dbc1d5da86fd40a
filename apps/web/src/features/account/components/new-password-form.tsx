import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { useAuth } from '../../../lib/auth-storage';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordFormValues } from '../account-forms';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login';
import { newPasswordErrorMessage, passwordResetSuccessMessage, useSetNewPassword } from '../hooks/use-set-new-password';
import { RedirectNotice } from './redirect-notice';
import { ResultMessage } from './result-message';
import { useFieldMessage } from '../../../i18n/field-message';
import { T } from '../../../i18n/t';
import { useT } from '../../../i18n/use-t';

interface NewPasswordFormProps {
  /** The token of the e-mailed reset link; null for a signed-in change with the current password. */
  resetToken: string | null;
}

/** Both ways to a new password (decisions.md, Routes): the e-mailed link, or signed in. */
export function NewPasswordForm({ resetToken }: NewPasswordFormProps) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const isSignedInChange = resetToken === null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema({ isCurrentPasswordRequired: isSignedInChange })),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const passwordChange = useSetNewPassword();
  useRedirectToLogin(passwordChange.isSuccess);
  const isSaving = passwordChange.isPending;
  const mustSignInFirst = isSignedInChange && !isAuthenticated && !passwordChange.isSuccess;

  const submitValid = handleSubmit(({ currentPassword, newPassword }) => {
    passwordChange.mutate(resetToken === null ? { currentPassword, newPassword } : { resetToken, newPassword });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mustSignInFirst) {
      // Only a signed-in person can prove who they are with the current password.
      event.preventDefault();
      void navigate('/login');
      return;
    }
    void submitValid(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mustSignInFirst && (
          <Alert role="note" color="blue" icon={<IconInfoCircle aria-hidden />}>
            <T id="account.reset.signInFirst" components={{ 0: <Anchor component={Link} to="/forgot-password" inherit /> }} />
          </Alert>
        )}
        {isSignedInChange && (
          <PasswordField
            label={t('account.reset.current')}
            autoComplete="current-password"
            isRequired
            registration={register('currentPassword')}
            error={fieldMessage(errors.currentPassword?.message)}
          />
        )}
        <PasswordField
          label={t('account.reset.new')}
          autoComplete="new-password"
          isRequired
          description={t('account.reset.newDescription', { length: 4 })}
          registration={register('newPassword')}
          error={fieldMessage(errors.newPassword?.message)}
        />
        <PasswordField
          label={t('account.reset.confirm')}
          autoComplete="new-password"
          isRequired
          isErrorAnnounced
          registration={register('confirmPassword')}
          error={fieldMessage(errors.confirmPassword?.message)}
        />
        {passwordChange.isSuccess && <ResultMessage isSuccess>{passwordResetSuccessMessage()}</ResultMessage>}
        {passwordChange.isError && <ResultMessage isSuccess={false}>{newPasswordErrorMessage(passwordChange.error)}</ResultMessage>}
        <Button type="submit" fullWidth size="md" disabled={passwordChange.isSuccess} loading={isSaving} aria-busy={isSaving}>
          {t('account.reset.submit')}
        </Button>
        {passwordChange.isSuccess && <RedirectNotice />}
        <Group justify="center">
          <Anchor component={Link} to="/profile" size="sm">
            {t('account.backToProfile')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
