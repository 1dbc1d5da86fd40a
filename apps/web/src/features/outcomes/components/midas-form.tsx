import { Text } from '@mantine/core';
import { MIDAS_DAYS, MIDAS_ITEMS, MIDAS_PAIN, type MidasAnswers } from '@cephalo/shared/outcomes';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { useT } from '../../../i18n/use-t';
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
        <ControlledNumberInput
          key={field}
          control={control}
          name={field}
          label={`${index + 1}. ${t(question)}`}
          {...(hint ? { description: t(hint) } : {})}
          min={MIDAS_DAYS.min}
          max={MIDAS_DAYS.max}
          suffix={` ${t('midas.daysSuffix')}`}
          styles={ANSWER_STYLES}
          required
        />
      ))}
      <Text size="sm" fw={600}>
        {t('midas.forDoctor')}
      </Text>
      <ControlledNumberInput
        control={control}
        name="headache_days"
        label={t('midas.questionA')}
        min={MIDAS_DAYS.min}
        max={MIDAS_DAYS.max}
        suffix={` ${t('midas.daysSuffix')}`}
        styles={ANSWER_STYLES}
      />
      <ControlledNumberInput
        control={control}
        name="average_pain"
        label={t('midas.questionB')}
        description={t('midas.questionBHint')}
        min={MIDAS_PAIN.min}
        max={MIDAS_PAIN.max}
        styles={ANSWER_STYLES}
      />
    </SaveForm>
  );
}
