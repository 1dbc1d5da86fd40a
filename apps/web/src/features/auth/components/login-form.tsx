import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginForm as LoginFormValues, TokenResponse } from '@cephalo/shared/token';
import { PasswordField } from '../../../components/form/password-field';
import { isEmailNotVerified, loadLoginSchemas, loginErrorMessage, useLogin } from '../api/login';

/**
 * LoginFormSchema through zodResolver, both fetched on first use (see loadLoginSchemas). When
 * they cannot be fetched the server cannot be reached either: the form goes on to the request,
 * whose failure gets the specification's message.
 */
const loginFormResolver: Resolver<LoginFormValues> = async (values, context, options) => {
  try {
    const [{ zodResolver }, { LoginFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), loadLoginSchemas()]);
    return await zodResolver(LoginFormSchema)(values, context, options);
  } catch {
    return { values, errors: {} };
  }
};

/** Starts those downloads as soon as someone steps into the form, so submitting does not wait. */
const prepareValidation = () => {
  loadLoginSchemas().catch(() => undefined);
  import('@hookform/resolvers/zod').catch(() => undefined);
};

interface LoginFormProps {
  onSignedIn: (login: TokenResponse) => void;
  /** The way on when the password was right but the e-mail address is not verified yet; gets what was typed as login. */
  renderNotVerifiedHelp?: (login: string) => ReactNode;
  /** Where "Sign up" leads (the registration screen, with the screen wanted after login). */
  signUpTo?: string;
}

export function LoginForm({ onSignedIn, renderNotVerifiedHelp, signUpTo = '/register/USER' }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { username: '', password: '', remember: false },
  });
  const loginMutation = useLogin({ onSuccess: onSignedIn });

  const submit = handleSubmit((values) => {
    loginMutation.mutate(values);
  });

  return (
    <Stack gap="md">
      {loginMutation.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loginErrorMessage(loginMutation.error)}
        </Alert>
      )}
      {/* Its own form beside the login form (forms cannot nest). */}
      {loginMutation.isError && isEmailNotVerified(loginMutation.error) && renderNotVerifiedHelp?.(loginMutation.variables.username)}
      <form onSubmit={(event) => void submit(event)} onFocus={prepareValidation} noValidate>
        <Stack gap="md">
          <TextInput label="Email or Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
          <PasswordField label="Password" autoComplete="current-password" registration={register('password')} error={errors.password?.message} />
          {/* Off unless ticked: a shared computer keeps the usual 12-hour session (decision 010). */}
          <Checkbox label="Keep me signed in on this device" {...register('remember')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account? {/* Underlined: in a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
            <Anchor component={Link} to={signUpTo} underline="always">
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
