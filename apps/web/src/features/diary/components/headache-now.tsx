import { Button, CloseButton, Group, Text } from '@mantine/core';
import { IconBolt, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { hasOpenAttack } from '@cephalo/shared/diary-attack';
import { DeferredModal } from '../../../components/deferred-modal';
import { afterStartSettles } from '../../../lib/after-start-settles';
import { toIsoDate } from '../../../lib/diary-dates';
import { isAttackStillOpen, useOfflineQueue } from '../../../lib/offline-queue';
import { useDiaryEntriesInRange } from '../api/get-diary-entries';
import { attackErrorMessage, useEndAttack, type RecordedAttack } from '../api/record-attack';
import { clockTime } from '../attack-times';
import { visibleDateRange } from '../calendar-month';
import { useIsDiaryLocked } from '../hooks/use-is-diary-locked';
import { WaitingToBeSent } from './waiting-to-be-sent';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

// The sheet's code loads when it is first opened (components/deferred-modal.tsx).
const loadAttackSheet = async () => (await import('./attack-sheet')).AttackSheet;

interface HeadacheNowProps {
  /** Opens the sheet at once: /diary?attack=now, the installed app's shortcut. */
  isOpenAtStart?: boolean;
  /** Small, for the chat's title row. */
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
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(isOpenAtStart);
  const [notice, setNotice] = useState<string | null>(null);
  const today = toIsoDate(new Date());
  // Today's entry is read with the days of this month's calendar: on the calendar it is the same
  // request, and the calendar asks for nothing but the days it shows.
  const range = useMemo(() => visibleDateRange(new Date(`${today}T12:00:00`)), [today]);
  const entries = useDiaryEntriesInRange({ range, isEnabled: !isLocked });
  const todaysEntry = entries.data?.find((entry) => entry.input_date === today);
  // An attack logged offline is not in the diary yet: it can end offline too (issue 34, point 6).
  const waitingItems = useOfflineQueue();
  const end = useEndAttack({
    onSuccess: (ended) => {
      if ('waiting' in ended) {
        setNotice(t('attack.endedOffline', { time: ended.waiting.headache_end }));
        return;
      }
      onDayChanged?.(ended.entry);
      setNotice(t('attack.ended', { time: ended.entry.headache_end ?? '' }));
    },
  });
  const isAttackOpen = isAttackStillOpen(waitingItems, today, todaysEntry !== undefined && hasOpenAttack(todaysEntry));

  // The sheet's code is fetched once the screen has started (not while it starts: Total Blocking
  // Time), so "Headache now" opens without a connection too (the service worker keeps it, decision 026).
  useEffect(() => {
    if (isLocked || !('serviceWorker' in navigator)) return;
    let isMounted = true;
    void afterStartSettles(queryClient).then(() => (isMounted ? loadAttackSheet().catch(() => undefined) : undefined));
    return () => {
      isMounted = false;
    };
  }, [isLocked, queryClient]);

  if (isLocked) return null;

  const onRecorded = (recorded: RecordedAttack) => {
    setIsOpen(false);
    if ('waiting' in recorded) {
      setNotice(t('attack.offline'));
      return;
    }
    const { entry } = recorded;
    onDayChanged?.(entry);
    setNotice(t('attack.saved', { time: entry.headache_start ?? '' }));
  };
  const message = end.error ? attackErrorMessage(end.error) : notice;
  return (
    <div>
      <HeadacheNowControls
        isCompact={isCompact}
        onHeadacheNow={() => setIsOpen(true)}
        attackToEnd={isAttackOpen ? { isEnding: end.isPending, onEnd: () => end.mutate({ input_date: today, headache_end: clockTime(new Date()) }) } : null}
      />
      <div role="status" aria-live="polite">
        {message && (
          <Notice
            isError={end.error != null}
            onDismiss={() => {
              setNotice(null);
              end.reset();
            }}
          >
            {message}
          </Notice>
        )}
      </div>
      {/* On the diary and the calendar; the chat's title row has no room for it. */}
      {!isCompact && <WaitingToBeSent />}
      <DeferredModal load={loadAttackSheet} props={{ opened: isOpen, onClose: () => setIsOpen(false), onRecorded }} />
    </div>
  );
}

interface HeadacheNowControlsProps {
  isCompact?: boolean;
  /** Without it the button does nothing yet: the chat's first paint draws it before the app runs. */
  onHeadacheNow?: () => void;
  /** "It ended", while today's attack is open. */
  attackToEnd?: { isEnding: boolean; onEnd: () => void } | null;
}

/** The buttons alone, the same for the app and for the chat page's first paint (routes/ai.tsx). */
export function HeadacheNowControls({ isCompact = false, onHeadacheNow, attackToEnd = null }: HeadacheNowControlsProps) {
  const size = isCompact ? 'compact-md' : 'md';
  const tr = useT();
  return (
    <Group gap="xs" wrap="wrap">
      <Button size={size} color="red.8" leftSection={<IconBolt size={18} aria-hidden />} onClick={onHeadacheNow}>
        {tr('attack.title')}
      </Button>
      {attackToEnd && (
        <Button size={size} variant="outline" color="red.8" loading={attackToEnd.isEnding} onClick={attackToEnd.onEnd}>
          {tr('attack.itEnded')}
        </Button>
      )}
    </Group>
  );
}

/** What was saved, under the buttons, with a button to take it away (on the chat it takes the messages' room). */
function Notice({ isError, onDismiss, children }: { isError: boolean; onDismiss: () => void; children: string }) {
  const tr = useT();
  return (
    <Group gap={6} wrap="nowrap" c={isError ? 'red.8' : 'cephalo.8'} align="flex-start" mt={6}>
      {!isError && <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />}
      <Text size="sm" style={{ flex: 1 }}>
        {children}
      </Text>
      <CloseButton size="md" aria-label={tr('common.dismiss')} onClick={onDismiss} />
    </Group>
  );
}
