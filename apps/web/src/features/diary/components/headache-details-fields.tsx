import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { DIARY_FIELD_LABELS } from '@cephalo/shared/diary';
import { HEADACHE_SYMPTOM_FIELDS } from '@cephalo/shared/diary-headache-details';
import type { DiaryFormInput } from '../diary-form-values';
import { PAIN_DESCRIPTIONS, PAIN_LOCATIONS } from '../quick-answers';
import { FormSection } from './form-section';
import { ListedChips, TimeWithNow } from './quick-answer-fields';
import { ScaleSlider } from './scale-slider';

const SUBGROUP_LEGEND = { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } as const;

/** Start, end, intensity, duration, pain and symptoms: shown only when there was a headache (spec section 4). */
export function HeadacheDetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DiaryFormInput>();
  return (
    <FormSection legend="Headache details">
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
              label={DIARY_FIELD_LABELS.headache_intensity}
              hint="1 is very mild, 10 is the worst pain you can imagine."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.headache_intensity?.message}
            />
          )}
        />
        <TextInput
          label={DIARY_FIELD_LABELS.headache_duration}
          placeholder="For example: 3 hours"
          error={errors.headache_duration?.message}
          {...register('headache_duration')}
        />
        <TextInput
          label={DIARY_FIELD_LABELS.headache_pain_location}
          placeholder="For example: left temple"
          error={errors.headache_pain_location?.message}
          {...register('headache_pain_location')}
        />
        <ListedChips name="headache_pain_location" label="Where it hurts, with a tap" options={PAIN_LOCATIONS} />
        <Textarea
          label={DIARY_FIELD_LABELS.headache_pain_description}
          placeholder="For example: throbbing, pressing, stabbing"
          autosize
          minRows={2}
          error={errors.headache_pain_description?.message}
          {...register('headache_pain_description')}
        />
        <ListedChips name="headache_pain_description" label="How it feels, with a tap" options={PAIN_DESCRIPTIONS} />
        <Fieldset legend="Associated symptoms" variant="unstyled" styles={{ legend: SUBGROUP_LEGEND }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {HEADACHE_SYMPTOM_FIELDS.map((symptom) => (
              <Checkbox key={symptom} label={DIARY_FIELD_LABELS[symptom]} {...register(symptom)} />
            ))}
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </FormSection>
  );
}
