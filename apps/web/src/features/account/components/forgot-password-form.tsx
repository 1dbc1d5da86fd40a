import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordFormSchema, type ForgotPasswordForm as ForgotPasswordFormValues } from '../account-forms';
import { passwordResetRequestMessage, useRequestPasswordReset } from '../api/request-password-reset';
import { ResultMessage } from './result-message';

export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const resetRequest = useRequestPasswordReset();
  const isSending = resetRequest.isPending;
  // A network failure leaves no message (spec section 8): only an answered request has one.
  const result = resetRequest.isSuccess ? passwordResetRequestMessage(resetRequest.data) : null;

  const submit = handleSubmit((form) => {
    resetRequest.mutate(form);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          // Every field is required, so a star on each would say nothing; the attribute still tells assistive technology.
          withAsterisk={false}
          error={errors.email?.message}
          {...register('email')}
        />
        {result && <ResultMessage isSuccess={result.isSent}>{result.text}</ResultMessage>}
        {/* The label itself changes (spec section 2), so the busy state is read out too. */}
        <Button type="submit" fullWidth size="md" disabled={isSending} aria-busy={isSending}>
          {isSending ? 'Sending...' : 'Submit'}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
