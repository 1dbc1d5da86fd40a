import { Paper, Text } from '@mantine/core';
import type { ForecastExplanation } from '@cephalo/shared/headache-forecast';

/**
 * Below the grid while the diary is too short for a forecast of the patient's own (issue 34): why
 * the red days read "Not enough diary yet", and when they will not. Below the grid, so its
 * arrival with the forecast moves nothing already shown.
 */
export function NotEnoughDiaryNote({ explanation }: { explanation: ForecastExplanation }) {
  const typical = Math.round(explanation.typical_probability * 100);
  const { diary_days: days, min_diary_days: needed } = explanation;
  return (
    <Paper withBorder p="md">
      <Text fw={600}>Not enough diary yet for your own forecast</Text>
      <Text size="sm">
        The forecast learns from your diary: it becomes yours after {needed} diary days, and you have {days}. Until then the red days read &quot;Not enough
        diary yet&quot; (&quot;?%&quot; on a phone), because the only number we have is the one typical for people with migraine: {typical}% on any day, not yet
        yours. Tap a red day to see what it is based on.
      </Text>
    </Paper>
  );
}
