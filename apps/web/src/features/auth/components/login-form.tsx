import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginFormSchema, type LoginForm as LoginFormValues, type TokenResponse } from '@cephalo/shared/token';
import { loginErrorMessage, useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: (login: TokenResponse) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const loginMutation = useLogin({ onSuccess: onSignedIn });

  const submit = handleSubmit((values) => {
    loginMutation.mutate(values);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {loginMutation.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {loginErrorMessage(loginMutation.error)}
          </Alert>
        )}
        <TextInput
          label="Email or Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/register/USER">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
