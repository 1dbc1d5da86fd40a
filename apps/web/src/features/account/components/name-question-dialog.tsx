import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NameAnswerSchema, type NameAnswer } from '@cephalo/shared/me';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCurrentUserValue } from '../../../lib/current-user';
import { useAnswerNameQuestion } from '../api/answer-name-question';

/**
 * Asks an account without a first name or surname for them, once after login (issue 35): the
 * clinic and the doctor otherwise see only a dash. "Not now" or closing the dialog is an answer
 * too; either way the server records that the person was asked, and the profile changes the names
 * at any time.
 */
export function NameQuestion() {
  const isAsked = useCurrentUserValue((me) => me?.asks_for_name ?? false);
  // Once shown, the dialog stays until the person answers, even while GET /api/me is fetched again.
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (isAsked) setIsOpen(true);
  }, [isAsked]);
  const { answer, decline } = useAnswerNameQuestion({ onSuccess: () => setIsOpen(false) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameAnswer>({ resolver: zodResolver(NameAnswerSchema), defaultValues: { name: '', surname: '' } });
  const notNow = () => {
    if (!decline.isPending && !answer.isPending) decline.mutate();
  };

  return (
    <Modal opened={isOpen} onClose={notNow} title="What is your name?" centered>
      <form onSubmit={(event) => void handleSubmit((values) => answer.mutate(values))(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">Your clinic and your doctor see you by your name. We ask only once; you can change it later in your profile.</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" data-autofocus error={errors.name?.message} {...register('name')} />
            <TextInput label="Surname" autoComplete="family-name" error={errors.surname?.message} {...register('surname')} />
          </SimpleGrid>
          {(answer.isError || decline.isError) && <FormErrorAlert title="Your name was not saved" error={answer.error ?? decline.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={notNow} loading={decline.isPending}>
              Not now
            </Button>
            <Button type="submit" loading={answer.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
