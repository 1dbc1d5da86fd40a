import { Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { useDiaryEntries } from '../api/get-diary-entries';
import { isDiaryLockedError, useSaveDiaryEntry } from '../api/save-diary-entry';
import { toDiaryEntryInput } from '../diary-form-values';
import { useIsDiaryLocked } from '../hooks/use-is-diary-locked';
import { DiaryForm } from './diary-form';
import { DiaryLockedNotice } from './diary-locked-notice';

function DiaryFormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your diary">
      <Skeleton height={150} />
      <Skeleton height={120} />
      <Skeleton height={220} />
    </Stack>
  );
}

interface DiaryScreenProps {
  /**
   * The weather the pill shows (weatherDetails, from the weather feature): the form shows it and a
   * new entry stores it, so a stale value from an earlier visit is replaced as soon as the pill has
   * today's weather.
   */
  weather: WeatherSnapshot | null;
}

/** /diary: the form, after the patient's entries are known (a date with an entry opens it). */
export function DiaryScreen({ weather }: DiaryScreenProps) {
  const navigate = useNavigate();
  const isPlanLocked = useIsDiaryLocked();
  const entries = useDiaryEntries({ isEnabled: !isPlanLocked });
  const saveEntry = useSaveDiaryEntry({
    onSuccess: (entry) =>
      void navigate(`/diary-history?month=${entry.input_date.slice(0, 7)}`, { state: { savedDate: entry.input_date } }),
  });

  useEffect(() => {
    // Spec section 8: fetch failures are only logged; the form still opens, empty.
    if (entries.isError && !isDiaryLockedError(entries.error)) console.warn('Cannot get diary entries', entries.error);
  }, [entries.isError, entries.error]);

  if (isPlanLocked || isDiaryLockedError(entries.error) || isDiaryLockedError(saveEntry.error)) return <DiaryLockedNotice />;
  if (entries.isPending) return <DiaryFormSkeleton />;

  return (
    <DiaryForm
      entries={entries.data ?? []}
      weather={weather}
      isSaving={saveEntry.isPending}
      saveError={saveEntry.error}
      onSave={(values, weatherToSave) => saveEntry.mutate(toDiaryEntryInput(values, weatherToSave))}
    />
  );
}
