import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BusyLabelSubmit } from '../../../components/form/busy-label-submit';
import { EmailField } from '../../../components/form/email-field';
import { ForgotPasswordFormSchema, type ForgotPasswordForm as ForgotPasswordFormValues } from '../account-forms';
import { passwordResetRequestMessage, useRequestPasswordReset } from '../api/request-password-reset';
import { ResultMessage } from './result-message';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

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
  const t = useT();
  const fieldMessage = useFieldMessage();
  // A network failure leaves no message (spec section 8): only an answered request has one.
  const result = resetRequest.isSuccess ? passwordResetRequestMessage(resetRequest.data) : null;

  const submit = handleSubmit((form) => {
    resetRequest.mutate(form);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <EmailField registration={register('email')} error={fieldMessage(errors.email?.message)} />
        {result && <ResultMessage isSuccess={result.isSent}>{result.text}</ResultMessage>}
        <BusyLabelSubmit label={t('account.forgot.submit')} busyLabel={t('account.forgot.sending')} isBusy={resetRequest.isPending} />
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('account.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
