import { Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** A step of the month calendar. */
export type CalendarNavigation = 'PREV' | 'NEXT' | 'TODAY';

interface CalendarToolbarProps {
  /** The shown month, "May 2025". */
  label: string;
  onNavigate: (step: CalendarNavigation) => void;
}

/** Month label, previous and next arrows and a way back to today: month view only, no view switcher. */
export function CalendarToolbar({ label, onNavigate }: CalendarToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" mb="md">
      <Title order={2} size="h3" aria-live="polite">
        {label}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          px="sm"
          leftSection={<IconChevronLeft size={18} aria-hidden />}
          aria-label="Previous month"
          onClick={() => onNavigate('PREV')}
        >
          Previous
        </Button>
        <Button variant="default" size="sm" px="sm" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <Button
          variant="default"
          size="sm"
          px="sm"
          rightSection={<IconChevronRight size={18} aria-hidden />}
          aria-label="Next month"
          onClick={() => onNavigate('NEXT')}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
