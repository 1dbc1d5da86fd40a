import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { DIARY_FIELDS } from '@cephalo/shared/diary-fields';
import type { DiaryFormInput } from '../diary-form-values';
import { SLEEP_HOURS_CHOICES } from '../quick-answers';
import { ChoiceChips } from './choice-chips';
import { FormSection } from './form-section';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import { useDiaryFieldLabel } from '../../../i18n/use-diary-field-label';

/** Sleep hours (required, steps of 0.1, or a tap on a usual amount: issue 34) and sleep quality. */
export function SleepFields() {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<DiaryFormInput>();
  const sleepHours = watch('sleep_hours');
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const fieldMessage = useFieldMessage();
  return (
    <FormSection legend={t('diary.section.sleep')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap="xs">
          <Controller
            control={control}
            name="sleep_hours"
            render={({ field }) => (
              <NumberInput
                label={fieldLabel('sleep_hours')}
                description={t('diary.sleepHint', { step: 0.1, example: 7.5 })}
                required
                min={DIARY_FIELDS.sleep_hours.min}
                max={DIARY_FIELDS.sleep_hours.max}
                step={DIARY_FIELDS.sleep_hours.step}
                decimalScale={1}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldMessage(errors.sleep_hours?.message)}
              />
            )}
          />
          <ChoiceChips
            label={t('diary.sleepChips')}
            options={SLEEP_HOURS_CHOICES.map((hours) => ({ value: String(hours), label: t('diary.hours', { hours }) }))}
            selected={[String(sleepHours)]}
            onToggle={(hours) => setValue('sleep_hours', Number(hours), { shouldValidate: true })}
          />
        </Stack>
        <TextInput
          label={fieldLabel('sleep_quality')}
          description={t('diary.sleepQualityHint')}
          error={fieldMessage(errors.sleep_quality?.message)}
          {...register('sleep_quality')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
