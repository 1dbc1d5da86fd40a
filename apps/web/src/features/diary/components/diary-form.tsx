import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCloud, IconDeviceFloppy, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { saveDiaryErrorMessage } from '../api/save-diary-entry';
import { formatDiaryDate, todayIsoDate } from '../../../lib/diary-dates';
import { removeDiaryDraft, withDiaryDraft } from '../diary-draft';
import { DiaryFormSchema, diaryEntryToForm, emptyDiaryForm, type DiaryFormInput, type DiaryFormValues } from '../diary-form-values';
import { useDiaryDraft } from '../hooks/use-diary-draft';
import { recentMedicines } from '../quick-answers';
import { formatWeather } from '../../../lib/format-weather';
import { FormSection } from './form-section';
import { HeadacheDetailsFields } from './headache-details-fields';
import { ListedChips } from './quick-answer-fields';
import { ScaleSlider } from './scale-slider';
import { SleepFields } from './sleep-fields';
import classes from './diary-form.module.css';
import { useFieldMessage } from '../../../i18n/field-message';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useDiaryFieldLabel } from '../../../i18n/use-diary-field-label';

const findEntry = (entries: DiaryEntry[], date: string) => entries.find((entry) => entry.input_date === date);

interface DiaryFormProps {
  /** The patient's entries: choosing a date that has one loads it for editing. */
  entries: DiaryEntry[];
  /** The stored weather details, attached to a new entry. */
  weather: WeatherSnapshot | null;
  /** Whose drafts the form keeps (diary-draft.ts); null keeps none. */
  userId: string | null;
  isSaving: boolean;
  saveError: unknown;
  onSave: (values: DiaryFormValues, weather: WeatherSnapshot | null) => void;
}

/** The daily headache diary over every field of spec section 3, with its defaults. */
export function DiaryForm({ entries, weather, userId, isSaving, saveError, onSave }: DiaryFormProps) {
  const today = todayIsoDate();
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const fieldMessage = useFieldMessage();
  const formats = useDateFormats();
  const [editingDate, setEditingDate] = useState<string | null>(() => (findEntry(entries, today) ? today : null));
  // What was typed before and not saved comes back over the entry (issue 34).
  const [start] = useState(() => {
    const todaysEntry = findEntry(entries, today);
    return withDiaryDraft(userId, todaysEntry ? diaryEntryToForm(todaysEntry) : emptyDiaryForm(today));
  });
  const [hasDraft, setHasDraft] = useState(start.hasDraft);
  const form = useForm<DiaryFormInput, unknown, DiaryFormValues>({ resolver: zodResolver(DiaryFormSchema), defaultValues: start.values });
  useDiaryDraft(form, userId);
  const medicines = useMemo(() => recentMedicines(entries), [entries]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    formState: { errors },
  } = form;
  const hasHeadache = watch('headache') === 'yes';
  // An edited entry keeps the weather of its own day; today's weather belongs to new entries.
  const editedEntry = editingDate ? findEntry(entries, editingDate) : undefined;
  const weatherToSave = editedEntry ? editedEntry.weather : weather;

  // One entry per date: a date that has one opens it; leaving it starts a fresh page again.
  // A draft of the date comes back over what the date shows.
  const chooseDate = (date: string) => {
    const entry = findEntry(entries, date);
    const shown = entry ? diaryEntryToForm(entry) : editingDate !== null ? emptyDiaryForm(date) : { ...getValues(), input_date: date };
    const { values, hasDraft: isDraft } = withDiaryDraft(userId, shown);
    if (entry || editingDate !== null || isDraft) reset(values);
    setEditingDate(entry ? date : null);
    setHasDraft(isDraft);
  };
  const discardDraft = () => {
    const date = getValues('input_date');
    if (userId !== null) removeDiaryDraft(userId, date);
    const entry = findEntry(entries, date);
    reset(entry ? diaryEntryToForm(entry) : emptyDiaryForm(date));
    setHasDraft(false);
  };

  const submit = handleSubmit((values) => onSave(values, weatherToSave));

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('diary.formLabel')}>
        <Stack gap="lg">
          {saveError != null && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('diary.notSaved')}>
              {saveDiaryErrorMessage(saveError)}
            </Alert>
          )}
          <div role="status">
            {hasDraft && (
              <Group gap="xs" wrap="nowrap" c="cephalo.8" mb={editingDate ? 6 : 0}>
                <IconDeviceFloppy size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" fw={500}>
                  {t('diary.draftBack')}
                </Text>
                <Button type="button" variant="subtle" size="compact-sm" onClick={discardDraft}>
                  {t('diary.discard')}
                </Button>
              </Group>
            )}
            {editingDate && (
              <Group gap="xs" wrap="nowrap" c="cephalo.8">
                <IconPencil size={18} aria-hidden />
                <Text size="sm" fw={500}>
                  {t('diary.editing', { date: formatDiaryDate(editingDate, formats) })}
                </Text>
              </Group>
            )}
          </div>

          <FormSection legend={t('diary.section.day')}>
            <Stack gap="md">
              <TextInput
                type="date"
                label={fieldLabel('input_date')}
                description={t('diary.dateHint')}
                max={today}
                required
                error={fieldMessage(errors.input_date?.message)}
                maw={260}
                {...register('input_date', { onChange: (event: { target: { value: string } }) => chooseDate(event.target.value) })}
              />
              <Controller
                control={control}
                name="headache"
                render={({ field }) => (
                  <Radio.Group label={fieldLabel('headache')} value={field.value} onChange={field.onChange} name={field.name}>
                    <Group gap="xl" mt="xs">
                      <Radio value="no" label={t('common.no')} />
                      <Radio value="yes" label={t('common.yes')} />
                    </Group>
                  </Radio.Group>
                )}
              />
            </Stack>
          </FormSection>

          {hasHeadache && <HeadacheDetailsFields />}

          <SleepFields />

          <FormSection legend={t('diary.section.yourDay')}>
            <Stack gap="md">
              <Controller
                control={control}
                name="stress_level"
                render={({ field }) => (
                  <ScaleSlider
                    label={fieldLabel('stress_level')}
                    hint={t('diary.stressHint', { min: 1, max: 10 })}
                    isRequired
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldMessage(errors.stress_level?.message)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput label={fieldLabel('mood')} error={fieldMessage(errors.mood?.message)} {...register('mood')} />
                <TextInput
                  label={fieldLabel('hydration_level')}
                  description={t('diary.hydrationHint', { litres: 2 })}
                  error={fieldMessage(errors.hydration_level?.message)}
                  {...register('hydration_level')}
                />
              </SimpleGrid>
              <Textarea label={fieldLabel('diet_meals')} autosize minRows={2} error={fieldMessage(errors.diet_meals?.message)} {...register('diet_meals')} />
              <Textarea
                label={fieldLabel('environmental_factors')}
                description={t('diary.environmentHint')}
                autosize
                minRows={2}
                error={fieldMessage(errors.environmental_factors?.message)}
                {...register('environmental_factors')}
              />
            </Stack>
          </FormSection>

          <FormSection legend={t('diary.section.medication')}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Stack gap="xs">
                  <TextInput label={fieldLabel('medication_taken')} error={fieldMessage(errors.medication_taken?.message)} {...register('medication_taken')} />
                  <ListedChips name="medication_taken" label={t('diary.recentMedicines')} options={medicines} />
                </Stack>
                <TextInput
                  label={fieldLabel('medication_response')}
                  error={fieldMessage(errors.medication_response?.message)}
                  {...register('medication_response')}
                />
              </SimpleGrid>
              <Textarea
                label={fieldLabel('therapeutic_activities')}
                description={t('diary.therapyHint')}
                autosize
                minRows={2}
                error={fieldMessage(errors.therapeutic_activities?.message)}
                {...register('therapeutic_activities')}
              />
              <Textarea label={fieldLabel('notes')} autosize minRows={3} error={fieldMessage(errors.notes?.message)} {...register('notes')} />
            </Stack>
          </FormSection>

          {weatherToSave && (
            <Group gap="xs" wrap="nowrap" c="dimmed">
              <IconCloud size={18} aria-hidden />
              <Text size="sm">{t('diary.weather', { weather: formatWeather(weatherToSave) })}</Text>
            </Group>
          )}

          {/* Save stays at the bottom of the window while the form scrolls (issue 34: a phone's long form). */}
          <Group justify="flex-end" className={classes.saveBar}>
            <Button type="submit" size="md" loading={isSaving} w={{ base: '100%', xs: 'auto' }}>
              {editingDate ? t('diary.saveChanges') : t('diary.saveEntry')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
