import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { todayIsoDate } from '../../../lib/diary-dates';
import { explainForecastDay } from '../forecast-explanation';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

interface ForecastExplanationModalProps {
  opened: boolean;
  /** The forecast day (0 = tomorrow); it stays set while the modal closes so its content does not flash. */
  forecastDay: number | null;
  explanation: ForecastExplanation | undefined;
  onClose: () => void;
}

/** A clicked forecast event, explained in plain words from the model's own contributions (issue 34). */
export function ForecastExplanationModal({ opened, forecastDay, explanation, onClose }: ForecastExplanationModalProps) {
  const t = useT();
  const formats = useDateFormats();
  const explained = explanation && forecastDay !== null ? explainForecastDay(explanation, forecastDay, todayIsoDate(), { t, formats }) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={explained ? t('forecast.title', { day: explained.dayName }) : t('calendar.legend.forecast')}
      closeButtonProps={{ 'aria-label': t('forecast.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {explained ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="xl" fw={700}>
              {explained.headline}
            </Text>
            <Text>{explained.meaning}</Text>
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('forecast.raisedOrLowered')}
            </Title>
            {explained.usual && <Text size="sm">{explained.usual}</Text>}
            {explained.reasons.length > 0 && (
              <List spacing={8} size="sm" center lh={1.45}>
                {explained.reasons.map((reason) => (
                  <List.Item
                    key={reason.text}
                    icon={
                      <ThemeIcon size={22} radius="xl" variant="light" color={reason.points > 0 ? 'red' : 'cephalo'} aria-hidden>
                        {reason.points > 0 ? <IconArrowUpRight size={14} /> : <IconArrowDownRight size={14} />}
                      </ThemeIcon>
                    }
                  >
                    {reason.text}: <strong>{reason.effect}</strong>
                  </List.Item>
                ))}
              </List>
            )}
            {explained.noReasons && <Text size="sm">{explained.noReasons}</Text>}
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('forecast.howSure', { label: explained.sureness.label })}
            </Title>
            <Text size="sm">{explained.sureness.text}</Text>
          </Stack>
        </Stack>
      ) : (
        <Text>{t('forecast.notExplained')}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}
