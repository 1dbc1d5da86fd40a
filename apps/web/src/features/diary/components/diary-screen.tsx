import { Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { useDiaryEntries } from '../api/get-diary-entries';
import { isDiaryLockedError, useSaveDiaryEntry } from '../api/save-diary-entry';
import { useCurrentUser } from '../../../lib/current-user';
import { removeDiaryDraft } from '../diary-draft';
import { toDiaryEntryInput } from '../diary-form-values';
import { useIsDiaryLocked } from '../hooks/use-is-diary-locked';
import { DiaryForm } from './diary-form';
import { DiaryLockedNotice } from './diary-locked-notice';
import { HeadacheNow } from './headache-now';
import { useT } from '../../../i18n/use-t';

function DiaryFormSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('diary.loading')}>
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

/** Opens "Headache now" at once: /diary?attack=now (the installed app's shortcut, issue 34). */
export const ATTACK_PARAM = 'attack';

/**
 * /diary: "Headache now" and the form, after the patient's entries (a date with an entry opens
 * it) and who they are (whose draft the form keeps) are known.
 */
export function DiaryScreen({ weather }: DiaryScreenProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isAttackAsked] = useState(() => searchParams.get(ATTACK_PARAM) === 'now');
  // Asked once: a reload or a way back to the diary opens the form, not the sheet again.
  useEffect(() => {
    if (isAttackAsked) setSearchParams({}, { replace: true });
  }, [isAttackAsked, setSearchParams]);
  const isPlanLocked = useIsDiaryLocked();
  const entries = useDiaryEntries({ isEnabled: !isPlanLocked });
  const me = useCurrentUser();
  const userId = me.data?.id ?? null;
  // An attack recorded here changes the day the form may be showing: the form starts again from it.
  const [formVersion, setFormVersion] = useState(0);
  const saveEntry = useSaveDiaryEntry({
    onSuccess: (saved) => {
      if ('waiting' in saved) {
        // Offline: kept on the device and listed under "Headache now" as waiting to be sent.
        if (userId !== null) removeDiaryDraft(userId, saved.waiting.input_date);
        setFormVersion((version) => version + 1);
        window.scrollTo({ top: 0 });
        return;
      }
      const { entry } = saved;
      if (userId !== null) removeDiaryDraft(userId, entry.input_date);
      void navigate(`/diary-history?month=${entry.input_date.slice(0, 7)}`, { state: { savedDate: entry.input_date } });
    },
  });
  // Without a connection the entries and the account cannot be read (React Query pauses them):
  // the form opens empty, and what it saves waits on the device.
  const isWaitingForConnection = (entries.isPending && entries.fetchStatus === 'paused') || (me.isPending && me.fetchStatus === 'paused');

  useEffect(() => {
    // Spec section 8: fetch failures are only logged; the form still opens, empty.
    if (entries.isError && !isDiaryLockedError(entries.error)) console.warn('Cannot get diary entries', entries.error);
  }, [entries.isError, entries.error]);

  if (isPlanLocked || isDiaryLockedError(entries.error) || isDiaryLockedError(saveEntry.error)) return <DiaryLockedNotice />;

  return (
    <Stack gap="lg">
      <HeadacheNow
        isOpenAtStart={isAttackAsked}
        onDayChanged={(entry) => {
          if (userId !== null) removeDiaryDraft(userId, entry.input_date);
          setFormVersion((version) => version + 1);
        }}
      />
      {(entries.isPending || me.isPending) && !isWaitingForConnection ? (
        <DiaryFormSkeleton />
      ) : (
        <DiaryForm
          key={formVersion}
          entries={entries.data ?? []}
          weather={weather}
          userId={userId}
          isSaving={saveEntry.isPending}
          saveError={saveEntry.error}
          onSave={(values, weatherToSave) => saveEntry.mutate(toDiaryEntryInput(values, weatherToSave))}
        />
      )}
    </Stack>
  );
}
