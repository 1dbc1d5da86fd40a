import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { MidasAnswers } from '@cephalo/shared/outcomes';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { MIDAS_QUESTIONS } from '../midas-grade';
import { formToMidasAnswers, MIDAS_FIELDS, MidasFormSchema, type MidasFormValues } from '../midas-form-values';

// A day count needs a short box; the question above it keeps the full width.
const ANSWER_STYLES = { wrapper: { maxWidth: 200 } };

interface MidasFormProps {
  isSaving: boolean;
  saveError: unknown;
  onSubmit: (answers: MidasAnswers) => void;
  onCancel: () => void;
}

/** The MIDAS questionnaire: five day counts over the last 3 months, then two questions that are not scored. */
export function MidasForm({ isSaving, saveError, onSubmit, onCancel }: MidasFormProps) {
  const { control, handleSubmit, setError } = useForm<MidasFormValues>({ resolver: zodResolver(MidasFormSchema) });
  const { isAlertNeeded } = useServerFieldErrors(saveError, MIDAS_FIELDS, setError);
  const submit = handleSubmit((form) => onSubmit(formToMidasAnswers(form)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="MIDAS questionnaire">
      <Stack gap="md">
        <Text size="sm">Think of the last 3 months. Enter a number of days for each question, 0 if none.</Text>
        {MIDAS_QUESTIONS.map(({ field, question, hint }, index) => (
          <ControlledNumberInput
            key={field}
            control={control}
            name={field}
            label={`${index + 1}. ${question}`}
            {...(hint ? { description: hint } : {})}
            min={0}
            max={90}
            suffix=" days"
            styles={ANSWER_STYLES}
            required
          />
        ))}
        <Text size="sm" fw={600}>
          For your doctor (not part of the score)
        </Text>
        <ControlledNumberInput control={control} name="headache_days" label="A. On how many days in the last 3 months did you have a headache?" min={0} max={90} suffix=" days" styles={ANSWER_STYLES} />
        <ControlledNumberInput
          control={control}
          name="average_pain"
          label="B. On a scale of 0 to 10, how painful were these headaches on average?"
          description="0: no pain at all, 10: pain as bad as it can be."
          min={0}
          max={10}
          styles={ANSWER_STYLES}
        />
        {isAlertNeeded && <FormErrorAlert title="Your answers were not saved" error={saveError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Calculate my score
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
