import { Badge, List, Stack, Text } from '@mantine/core';
import type { TreatmentWithResponse } from '@cephalo/shared/outcomes';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { formatLongDate } from '../format-numbers';
import { treatmentResponseLabel, treatmentResponseText } from '../treatment-response-text';

const badgeColor = (status: TreatmentWithResponse['response']['status']) =>
  status === 'responder' ? 'cephalo' : status === 'non_responder' ? 'orange' : 'gray';

/** Each preventive treatment with its response in plain words (docs/decisions/013). */
export function TreatmentResponses({ treatments }: { treatments: readonly TreatmentWithResponse[] }) {
  const t = useT();
  const formats = useDateFormats();
  if (treatments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('treatments.responseTitle')}>
      <Text fw={600}>{t('treatments.title')}</Text>
      <List spacing="sm" listStyleType="none" p={0}>
        {treatments.map((treatment) => (
          <List.Item key={treatment.id}>
            <Text fw={600} span>
              {treatment.name}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              {treatment.stopped_on
                ? t('treatments.sinceStopped', { start: formatLongDate(treatment.started_on, formats), stop: formatLongDate(treatment.stopped_on, formats) })
                : t('treatments.since', { start: formatLongDate(treatment.started_on, formats) })}
            </Text>{' '}
            <Badge size="sm" variant="light" color={badgeColor(treatment.response.status)}>
              {treatmentResponseLabel(treatment.response.status, { t })}
            </Badge>
            <Text size="sm">{treatmentResponseText(treatment.response, { t, formats })}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
