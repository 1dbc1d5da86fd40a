import { Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

/** A step of the month calendar. */
export type CalendarNavigation = 'PREV' | 'NEXT' | 'TODAY';

interface CalendarToolbarProps {
  /** The shown month, "May 2025". */
  label: string;
  onNavigate: (step: CalendarNavigation) => void;
}

/** The three steps look alike: quiet buttons, small, with narrow padding. */
const STEP_BUTTON = { variant: 'default', size: 'sm', px: 'sm' } as const;
const ARROW = { size: 18, 'aria-hidden': true } as const;

/** Month label, previous and next arrows and a way back to today: month view only, no view switcher. */
export function CalendarToolbar({ label, onNavigate }: CalendarToolbarProps) {
  const t = useT();
  return (
    <Group justify="space-between" gap="sm" mb="md">
      <Title order={2} size="h3" aria-live="polite">
        {label}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Button {...STEP_BUTTON} leftSection={<IconChevronLeft {...ARROW} />} aria-label={t('calendar.previousMonth')} onClick={() => onNavigate('PREV')}>
          {t('calendar.previous')}
        </Button>
        <Button {...STEP_BUTTON} onClick={() => onNavigate('TODAY')}>
          {t('calendar.today')}
        </Button>
        <Button {...STEP_BUTTON} rightSection={<IconChevronRight {...ARROW} />} aria-label={t('calendar.nextMonth')} onClick={() => onNavigate('NEXT')}>
          {t('calendar.next')}
        </Button>
      </Group>
    </Group>
  );
}
