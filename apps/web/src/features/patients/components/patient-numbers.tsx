import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { attentionReasons } from '@cephalo/shared/patient-triage';
import { useT } from '../../../i18n/use-t';
import { overuseColor, overuseLabel } from '../../../lib/overuse-text';
import { attentionReasonText } from '../attention-reason-text';
import { trendText, type PatientTriageRow } from '../patient-sorting';

/** The migraine trend as an arrow with its words for screen readers (and as a tooltip). */
export function Trend({ trend }: { trend: PatientTriageRow['migraine_days_trend'] }) {
  const t = useT();
  const icon: ReactNode =
    trend === 'up' ? (
      <IconArrowUpRight size={18} color="var(--mantine-color-red-8)" aria-hidden />
    ) : trend === 'down' ? (
      <IconArrowDownRight size={18} color="var(--mantine-color-cephalo-7)" aria-hidden />
    ) : trend === 'same' ? (
      <IconArrowRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
    ) : (
      <Text span c="dimmed" aria-hidden>
        –
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" title={trendText(trend, t)} component="span">
      {icon}
      <VisuallyHidden>{trendText(trend, t)}</VisuallyHidden>
    </Group>
  );
}

/** Acute medication days with the overuse badge (ICHD-3 8.2) when at risk or over. */
export function AcuteDays({ patient }: { patient: PatientTriageRow }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {/* As text: Group drops a bare 0 as an empty child. */}
      <span>{String(patient.acute_medication_days_28 ?? '–')}</span>
      {patient.overuse_status && patient.overuse_status !== 'none' && (
        <Badge size="sm" variant="light" color={overuseColor(patient.overuse_status)}>
          {overuseLabel(patient.overuse_status, t)}
        </Badge>
      )}
    </Group>
  );
}

/** Why the patient needs attention, one line per reason; nothing when nothing calls for it. */
export function AttentionReasons({ patient }: { patient: PatientTriageRow }) {
  const t = useT();
  const reasons = attentionReasons(patient);
  if (reasons.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('patients.nothingToFlag')}
      </Text>
    );
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={t('patients.needsAttention')}>
      {reasons.map((reason) => {
        const isOveruse = reason === 'overuse' || reason === 'overuse_risk';
        return (
          <li key={reason}>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={15}
                aria-hidden
                style={{ flexShrink: 0, marginTop: 3 }}
                color={isOveruse ? 'var(--cephalo-danger-text)' : 'var(--mantine-color-yellow-8)'}
              />
              <Text size="sm" c={isOveruse ? 'var(--cephalo-danger-text)' : undefined} fw={isOveruse ? 600 : 400}>
                {attentionReasonText(reason, patient, t)}
              </Text>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
