import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { HEADACHE_SYMPTOM_FIELDS } from '@cephalo/shared/diary-headache-details';
import type { DiaryFormInput } from '../diary-form-values';
import { PAIN_DESCRIPTIONS, PAIN_LOCATIONS, quickAnswerLabel } from '../quick-answers';
import { FormSection } from './form-section';
import { ListedChips, TimeWithNow } from './quick-answer-fields';
import { ScaleSlider } from './scale-slider';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import { useDiaryFieldLabel } from '../../../i18n/use-diary-field-label';

const SUBGROUP_LEGEND = { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } as const;

/** Start, end, intensity, duration, pain and symptoms: shown only when there was a headache (spec section 4). */
export function HeadacheDetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DiaryFormInput>();
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const fieldMessage = useFieldMessage();
  return (
    <FormSection legend={t('diary.section.headache')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TimeWithNow name="headache_start" />
          <TimeWithNow name="headache_end" />
        </SimpleGrid>
        <Controller
          control={control}
          name="headache_intensity"
          render={({ field }) => (
            <ScaleSlider
              label={fieldLabel('headache_intensity')}
              hint={t('diary.intensityHint', { min: 1, max: 10 })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(errors.headache_intensity?.message)}
            />
          )}
        />
        <TextInput
          label={fieldLabel('headache_duration')}
          placeholder={t('diary.durationHint', { hours: 3 })}
          error={fieldMessage(errors.headache_duration?.message)}
          {...register('headache_duration')}
        />
        <TextInput
          label={fieldLabel('headache_pain_location')}
          placeholder={t('diary.locationHint')}
          error={fieldMessage(errors.headache_pain_location?.message)}
          {...register('headache_pain_location')}
        />
        <ListedChips
          name="headache_pain_location"
          label={t('diary.painLocationChips')}
          options={PAIN_LOCATIONS}
          labelOf={(option) => quickAnswerLabel(option, t)}
        />
        <Textarea
          label={fieldLabel('headache_pain_description')}
          placeholder={t('diary.descriptionHint')}
          autosize
          minRows={2}
          error={fieldMessage(errors.headache_pain_description?.message)}
          {...register('headache_pain_description')}
        />
        <ListedChips
          name="headache_pain_description"
          label={t('diary.painDescriptionChips')}
          options={PAIN_DESCRIPTIONS}
          labelOf={(option) => quickAnswerLabel(option, t)}
        />
        <Fieldset legend={t('diary.symptoms')} variant="unstyled" styles={{ legend: SUBGROUP_LEGEND }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {HEADACHE_SYMPTOM_FIELDS.map((symptom) => (
              <Checkbox key={symptom} label={fieldLabel(symptom)} {...register(symptom)} />
            ))}
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </FormSection>
  );
}
