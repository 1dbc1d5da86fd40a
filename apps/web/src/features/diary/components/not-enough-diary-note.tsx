import { Paper, Text } from '@mantine/core';
import type { ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { useT } from '../../../i18n/use-t';

/**
 * Below the grid while the diary is too short for a forecast of the patient's own (issue 34): why
 * the red days read "Not enough diary yet", and when they will not. Below the grid, so its
 * arrival with the forecast moves nothing already shown.
 */
export function NotEnoughDiaryNote({ explanation }: { explanation: ForecastExplanation }) {
  const typical = Math.round(explanation.typical_probability * 100);
  const { diary_days: days, min_diary_days: needed } = explanation;
  const t = useT();
  return (
    <Paper withBorder p="md">
      <Text fw={600}>{t('calendar.notEnough.title')}</Text>
      <Text size="sm">{t('calendar.notEnough.text', { needed, days, typical })}</Text>
    </Paper>
  );
}
