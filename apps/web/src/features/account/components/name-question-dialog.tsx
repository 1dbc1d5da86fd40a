import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { NameAnswerSchema, type NameAnswer } from '@cephalo/shared/me';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import { useAnswerNameQuestion } from '../api/answer-name-question';

interface NameQuestionDialogProps {
  opened: boolean;
  /** After the names were saved or "Not now" was recorded. */
  onAnswered: () => void;
}

/** The name question's dialog and form (name-question.tsx shows it; its code loads when it first opens). */
export function NameQuestionDialog({ opened, onAnswered }: NameQuestionDialogProps) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { answer, decline } = useAnswerNameQuestion({ onSuccess: onAnswered });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameAnswer>({ resolver: zodResolver(NameAnswerSchema), defaultValues: { name: '', surname: '' } });
  const notNow = () => {
    if (!decline.isPending && !answer.isPending) decline.mutate();
  };

  return (
    <Modal opened={opened} onClose={notNow} title={t('nameQuestion.title')} centered>
      <form onSubmit={(event) => void handleSubmit((values) => answer.mutate(values))(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('nameQuestion.text')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              data-autofocus
              error={fieldMessage(errors.name?.message)}
              {...register('name')}
            />
            <TextInput label={t('register.surname')} autoComplete="family-name" error={fieldMessage(errors.surname?.message)} {...register('surname')} />
          </SimpleGrid>
          {(answer.isError || decline.isError) && <FormErrorAlert title={t('nameQuestion.notSaved')} error={answer.error ?? decline.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={notNow} loading={decline.isPending}>
              {t('nameQuestion.notNow')}
            </Button>
            <Button type="submit" loading={answer.isPending}>
              {t('nameQuestion.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
