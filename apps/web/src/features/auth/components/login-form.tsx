import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoginForm as LoginFormValues, TokenResponse } from '@cephalo/shared/token';
import { PasswordField } from '../../../components/form/password-field';
import { isEmailNotVerified, loadLoginSchemas, loginErrorMessage, useLogin } from '../api/login';
import { useFieldMessage } from '../../../i18n/field-message';
import { T } from '../../../i18n/t';
import { useT } from '../../../i18n/use-t';

type LoginField = 'username' | 'password';
type LoginFieldErrors = Partial<Record<LoginField, string>>;
const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

/**
 * The form checked with LoginFormSchema, fetched on first use (see loadLoginSchemas): each field's
 * first message, and the parsed values (the login trimmed). When the schema cannot be fetched the
 * server cannot be reached either: the form goes on to the request, whose failure gets the
 * specification's message. No form library: react-hook-form was 14 kB of the 150 kB that /login
 * may load, and this form has two fields (decision 029).
 */
const checkLoginForm = async (values: LoginFormValues): Promise<{ values: LoginFormValues; errors: LoginFieldErrors }> => {
  try {
    const { LoginFormSchema } = await loadLoginSchemas();
    const result = LoginFormSchema.safeParse(values);
    if (result.success) return { values: { ...values, ...result.data }, errors: {} };
    const errors: LoginFieldErrors = {};
    for (const issue of result.error.issues) {
      const field = LOGIN_FIELDS.find((name) => name === issue.path[0]);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return { values, errors };
  } catch {
    return { values, errors: {} };
  }
};

const readLoginForm = (form: HTMLFormElement): LoginFormValues => {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: text('username'), password: text('password'), remember: data.get('remember') !== null };
};

/** Starts that download as soon as someone steps into the form, so submitting does not wait. */
const prepareValidation = () => {
  loadLoginSchemas().catch(() => undefined);
};

interface LoginFormProps {
  onSignedIn: (login: TokenResponse) => void;
  /** The way on when the password was right but the e-mail address is not verified yet; gets what was typed as login. */
  renderNotVerifiedHelp?: (login: string) => ReactNode;
  /** Where "Sign up" leads (the registration screen, with the screen wanted after login). */
  signUpTo?: string;
}

export function LoginForm({ onSignedIn, renderNotVerifiedHelp, signUpTo = '/register/USER' }: LoginFormProps) {
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // As with a form library: checked on submit, then again as the person corrects the fields.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const loginMutation = useLogin({ onSuccess: onSignedIn });
  const t = useT();
  const fieldMessage = useFieldMessage();

  const submit = async (form: HTMLFormElement) => {
    setIsSubmitted(true);
    const checked = await checkLoginForm(readLoginForm(form));
    setErrors(checked.errors);
    const firstInvalid = LOGIN_FIELDS.find((field) => checked.errors[field] !== undefined);
    if (firstInvalid) {
      const field = form.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    loginMutation.mutate(checked.values);
  };
  const recheck = (form: HTMLFormElement) => {
    if (isSubmitted) void checkLoginForm(readLoginForm(form)).then((checked) => setErrors(checked.errors));
  };

  return (
    <Stack gap="md">
      {loginMutation.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t(loginErrorMessage(loginMutation.error))}
        </Alert>
      )}
      {/* Its own form beside the login form (forms cannot nest). */}
      {loginMutation.isError && isEmailNotVerified(loginMutation.error) && renderNotVerifiedHelp?.(loginMutation.variables.username)}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
        onChange={(event) => recheck(event.currentTarget)}
        onFocus={prepareValidation}
        noValidate
      >
        <Stack gap="md">
          <TextInput label={t('login.username')} autoComplete="username" error={fieldMessage(errors.username)} name="username" />
          <PasswordField
            label={t('common.password')}
            autoComplete="current-password"
            registration={{ name: 'password' }}
            error={fieldMessage(errors.password)}
          />
          {/* Off unless ticked: a shared computer keeps the usual 12-hour session (decision 010). */}
          {/* A native checkbox: Mantine's Checkbox would add 2.9 kB to /login, whose budget is 150 kB. */}
          <Group component="label" gap="sm" wrap="nowrap" style={{ cursor: 'pointer' }}>
            <input type="checkbox" name="remember" style={{ width: 20, height: 20, margin: 0, accentColor: 'var(--mantine-primary-color-filled)' }} />
            <Text size="sm">{t('login.remember')}</Text>
          </Group>
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
            {t('login.signIn')}
          </Button>
          <Text size="sm" ta="center">
            {/* Underlined: in a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
            <T id="login.signUp" components={{ 0: <Anchor component={Link} to={signUpTo} underline="always" /> }} />
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
