import { Text } from '@mantine/core';
import { MIDAS_DAYS, MIDAS_ITEMS, MIDAS_PAIN, type MidasAnswers } from '@cephalo/shared/outcomes';
import type { Control } from 'react-hook-form';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { useT } from '../../../i18n/use-t';
import { MIDAS_QUESTIONS } from '../midas-grade';
import { formToMidasAnswers, MidasFormSchema, type MidasFormValues } from '../midas-form-values';

// A day count needs a short box; the question above it keeps the full width.
const ANSWER_STYLES = { wrapper: { maxWidth: 200 } };

interface MidasAnswerProps {
  control: Control<MidasFormValues>;
  field: keyof MidasFormValues;
  label: string;
  hint?: string | undefined;
  /** A pain score instead of a number of days of the last 3 months. */
  isPain?: boolean;
  isRequired?: boolean;
}

/** One answer of the questionnaire: a number of days of the last 3 months (or question B's pain score) in a short box. */
function MidasAnswer({ control, field, label, hint, isPain = false, isRequired = false }: MidasAnswerProps) {
  const t = useT();
  const range = isPain ? MIDAS_PAIN : MIDAS_DAYS;
  return (
    <ControlledNumberInput
      control={control}
      name={field}
      label={label}
      {...(hint ? { description: hint } : {})}
      min={range.min}
      max={range.max}
      {...(isPain ? {} : { suffix: ` ${t('midas.daysSuffix')}` })}
      styles={ANSWER_STYLES}
      {...(isRequired ? { required: true } : {})}
    />
  );
}

interface MidasFormProps {
  isSaving: boolean;
  saveError: unknown;
  onSubmit: (answers: MidasAnswers) => void;
  onCancel: () => void;
}

/** The MIDAS questionnaire: five day counts over the last 3 months, then two questions that are not scored. */
export function MidasForm({ isSaving, saveError, onSubmit, onCancel }: MidasFormProps) {
  const t = useT();
  const { control, handleSubmit, isAlertNeeded } = useServerCheckedForm({ schema: MidasFormSchema, saveError, serverFields: MIDAS_ITEMS });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSubmit(formToMidasAnswers(form)))}
      submitLabel={t('midas.calculate')}
      isSaving={isSaving}
      onCancel={onCancel}
      refusal={isAlertNeeded ? { title: t('midas.notSaved'), error: saveError } : null}
      label={t('midas.questionnaire')}
    >
      <Text size="sm">{t('midas.formIntro')}</Text>
      {MIDAS_QUESTIONS.map(({ field, question, hint }, index) => (
        <MidasAnswer key={field} control={control} field={field} label={`${index + 1}. ${t(question)}`} hint={hint && t(hint)} isRequired />
      ))}
      <Text size="sm" fw={600}>
        {t('midas.forDoctor')}
      </Text>
      <MidasAnswer control={control} field="headache_days" label={t('midas.questionA')} />
      <MidasAnswer control={control} field="average_pain" label={t('midas.questionB')} hint={t('midas.questionBHint')} isPain />
    </SaveForm>
  );
}
