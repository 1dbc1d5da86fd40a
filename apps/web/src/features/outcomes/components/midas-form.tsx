import { Text } from '@mantine/core';
import { MIDAS_DAYS, MIDAS_ITEMS, MIDAS_PAIN, type MidasAnswers } from '@cephalo/shared/outcomes';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { MIDAS_QUESTIONS } from '../midas-grade';
import { formToMidasAnswers, MidasFormSchema } from '../midas-form-values';

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
  const { control, handleSubmit, isAlertNeeded } = useServerCheckedForm({ schema: MidasFormSchema, saveError, serverFields: MIDAS_ITEMS });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSubmit(formToMidasAnswers(form)))}
      submitLabel="Calculate my score"
      isSaving={isSaving}
      onCancel={onCancel}
      refusal={isAlertNeeded ? { title: 'Your answers were not saved', error: saveError } : null}
      label="MIDAS questionnaire"
    >
      <Text size="sm">Think of the last 3 months. Enter a number of days for each question, 0 if none.</Text>
      {MIDAS_QUESTIONS.map(({ field, question, hint }, index) => (
        <ControlledNumberInput
          key={field}
          control={control}
          name={field}
          label={`${index + 1}. ${question}`}
          {...(hint ? { description: hint } : {})}
          min={MIDAS_DAYS.min}
          max={MIDAS_DAYS.max}
          suffix=" days"
          styles={ANSWER_STYLES}
          required
        />
      ))}
      <Text size="sm" fw={600}>
        For your doctor (not part of the score)
      </Text>
      <ControlledNumberInput
        control={control}
        name="headache_days"
        label="A. On how many days in the last 3 months did you have a headache?"
        min={MIDAS_DAYS.min}
        max={MIDAS_DAYS.max}
        suffix=" days"
        styles={ANSWER_STYLES}
      />
      <ControlledNumberInput
        control={control}
        name="average_pain"
        label="B. On a scale of 0 to 10, how painful were these headaches on average?"
        description="0: no pain at all, 10: pain as bad as it can be."
        min={MIDAS_PAIN.min}
        max={MIDAS_PAIN.max}
        styles={ANSWER_STYLES}
      />
    </SaveForm>
  );
}
