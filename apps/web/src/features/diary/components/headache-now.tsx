import { Button, Group, Text } from '@mantine/core';
import { IconBolt, IconCircleCheck } from '@tabler/icons-react';
import { subDays } from 'date-fns';
import { useMemo, useState } from 'react';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { hasOpenAttack } from '@cephalo/shared/diary-attack';
import { DeferredModal } from '../../../components/deferred-modal';
import { toIsoDate } from '../../../lib/diary-dates';
import { useDiaryEntriesInRange } from '../api/get-diary-entries';
import { attackErrorMessage, useEndAttack } from '../api/record-attack';
import { clockTime } from '../attack-times';
import { useIsDiaryLocked } from '../hooks/use-is-diary-locked';
import { recentMedicines } from '../quick-answers';

// The sheet's code loads when it is first opened (components/deferred-modal.tsx).
const loadAttackSheet = async () => (await import('./attack-sheet')).AttackSheet;

/** How far back the medicines offered in the sheet are looked for. */
const RECENT_DAYS = 60;

interface HeadacheNowProps {
  /** Opens the sheet at once: /diary?attack=now, the installed app's shortcut. */
  isOpenAtStart?: boolean;
  /** Smaller, for the chat's title row. */
  isCompact?: boolean;
  /** After an attack or its end is saved (the diary screen shows the changed day again). */
  onDayChanged?: (entry: DiaryEntry) => void;
}

/**
 * "Headache now" and, while today's attack is going, "It ended" (issue 34), on the chat, calendar
 * and diary screens. Nothing is shown when the plan leaves out the diary.
 */
export function HeadacheNow({ isOpenAtStart = false, isCompact = false, onDayChanged }: HeadacheNowProps) {
  const isLocked = useIsDiaryLocked();
  const [isOpen, setIsOpen] = useState(isOpenAtStart);
  const [notice, setNotice] = useState<string | null>(null);
  const today = toIsoDate(new Date());
  const range = useMemo(() => ({ from: toIsoDate(subDays(new Date(`${today}T12:00:00`), RECENT_DAYS)), to: today }), [today]);
  const entries = useDiaryEntriesInRange({ range, isEnabled: !isLocked });
  const todaysEntry = entries.data?.find((entry) => entry.input_date === today);
  const medicines = useMemo(() => recentMedicines(entries.data ?? []), [entries.data]);
  const end = useEndAttack({
    onSuccess: (entry) => {
      onDayChanged?.(entry);
      setNotice(`Saved: the headache ended at ${entry.headache_end ?? ''}.`);
    },
  });

  if (isLocked) return null;

  const onRecorded = (entry: DiaryEntry) => {
    setIsOpen(false);
    onDayChanged?.(entry);
    setNotice(`Headache saved in your diary for today, from ${entry.headache_start ?? ''}. Tap "It ended" when it is over.`);
  };
  const size = isCompact ? 'compact-md' : 'md';
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Button size={size} color="red.8" leftSection={<IconBolt size={18} aria-hidden />} onClick={() => setIsOpen(true)}>
          Headache now
        </Button>
        {todaysEntry && hasOpenAttack(todaysEntry) && (
          <Button
            size={size}
            variant="outline"
            color="red.8"
            loading={end.isPending}
            onClick={() => end.mutate({ input_date: todaysEntry.input_date, headache_end: clockTime(new Date()) })}
          >
            It ended
          </Button>
        )}
      </Group>
      <div role="status" aria-live="polite">
        {(notice ?? end.error) && (
          <Group gap={6} mt={6} wrap="nowrap" c={end.error ? 'red.8' : 'cephalo.8'}>
            {!end.error && <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />}
            <Text size="sm">{end.error ? attackErrorMessage(end.error) : notice}</Text>
          </Group>
        )}
      </div>
      <DeferredModal load={loadAttackSheet} props={{ opened: isOpen, onClose: () => setIsOpen(false), recentMedicines: medicines, onRecorded }} />
    </div>
  );
}
