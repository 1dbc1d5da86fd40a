import { Badge, List, Stack, Text } from '@mantine/core';
import type { TreatmentWithResponse } from '@cephalo/shared/outcomes';
import { formatLongDate } from '../format-numbers';
import { treatmentResponseLabel, treatmentResponseText } from '../treatment-response-text';

const badgeColor = (status: TreatmentWithResponse['response']['status']) =>
  status === 'responder' ? 'cephalo' : status === 'non_responder' ? 'orange' : 'gray';

/** Each preventive treatment with its response in plain words (docs/decisions/013). */
export function TreatmentResponses({ treatments }: { treatments: readonly TreatmentWithResponse[] }) {
  if (treatments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Treatment response">
      <Text fw={600}>Preventive treatments</Text>
      <List spacing="sm" listStyleType="none" p={0}>
        {treatments.map((treatment) => (
          <List.Item key={treatment.id}>
            <Text fw={600} span>
              {treatment.name}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              since {formatLongDate(treatment.started_on)}
              {treatment.stopped_on ? `, stopped ${formatLongDate(treatment.stopped_on)}` : ''}
            </Text>{' '}
            <Badge size="sm" variant="light" color={badgeColor(treatment.response.status)}>
              {treatmentResponseLabel(treatment.response.status)}
            </Badge>
            <Text size="sm">{treatmentResponseText(treatment.response)}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
