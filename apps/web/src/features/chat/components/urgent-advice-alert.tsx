import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconStethoscope } from '@tabler/icons-react';
import type { Urgency } from '@cephalo/shared/chat';
import type { UrgentAdvice } from '../urgent-advice';
import classes from './urgent-advice-alert.module.css';

const LEVEL_ICONS: Record<Urgency, typeof IconAlertTriangle> = {
  emergency: IconAlertTriangle,
  'same-day': IconStethoscope,
  soon: IconCalendarEvent,
};

/**
 * Urgent-care advice at the top of an answer (decisions: Assistant), coloured by its level:
 * emergency red, see a doctor today orange, book a visit soon blue. A newly arrived answer's
 * advice is an `alert`, read out at once; in a day's history it is a labelled group, so opening
 * a day does not read out every alert it holds.
 */
export function UrgentAdviceAlert({ advice, isAnnounced }: { advice: UrgentAdvice; isAnnounced: boolean }) {
  const Icon = LEVEL_ICONS[advice.level];
  return (
    <Alert
      role={isAnnounced ? 'alert' : 'group'}
      title={advice.title}
      icon={<Icon size={22} stroke={2} aria-hidden />}
      classNames={classes}
      data-level={advice.level}
      data-testid="urgent-advice"
    >
      {advice.text}
    </Alert>
  );
}
