import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/form/email-field';
import { NewVerificationLinkFormSchema, type NewVerificationLinkForm } from '../account-forms';
import { resendVerificationErrorMessage, useResendVerification } from '../api/resend-verification';
import { ResultMessage } from './result-message';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

interface NewVerificationLinkProps {
  /** The address the person already typed (the login field, when it is an e-mail address). */
  defaultEmail?: string;
}

/**
 * "Send a new link": the way on when a verification link expired or got lost. The confirmation
 * is the server's, the same for every address, so it says only what may happen.
 */
export function NewVerificationLink({ defaultEmail = '' }: NewVerificationLinkProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewVerificationLinkForm>({
    resolver: zodResolver(NewVerificationLinkFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const resend = useResendVerification();
  const t = useT();
  const fieldMessage = useFieldMessage();
  const submit = handleSubmit((form) => {
    resend.mutate(form);
  });

  return (
    <Paper component="section" aria-labelledby="new-verification-link-title" withBorder radius="md" p="md" bg="var(--cephalo-surface-subtle)">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text id="new-verification-link-title" fw={600}>
            {t('account.newLink.title')}
          </Text>
          <Text size="sm">{t('account.newLink.intro', { hours: 24 })}</Text>
          <EmailField registration={register('email')} error={fieldMessage(errors.email?.message)} />
          {resend.isSuccess && <ResultMessage isSuccess>{resend.data.detail}</ResultMessage>}
          {resend.isError && <ResultMessage isSuccess={false}>{resendVerificationErrorMessage(resend.error)}</ResultMessage>}
          <Button type="submit" variant="light" fullWidth loading={resend.isPending} aria-busy={resend.isPending}>
            {t('account.newLink.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
