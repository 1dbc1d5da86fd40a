import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { greetingFor } from '@cephalo/shared/greeting';
import { useSourceText } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

interface ChatHomeProps {
  /** What the assistant knows about, in the reader's words. */
  topic: string;
  /** The weather panel with its headache advice (spec section 2) goes here once it exists. */
  weatherPanel?: ReactNode;
}

/** Shown while today's conversation is empty: a greeting by time of day and a first step. */
export function ChatHome({ topic, weatherPanel }: ChatHomeProps) {
  const t = useT();
  const sourceText = useSourceText();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} align="center" ta="center">
      <Stack gap={6} align="center">
        <Title order={3} fz={{ base: 'h2', sm: 'h1' }} c="cephalo.9">
          {sourceText('greeting', greetingFor(new Date()))}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('chat.homeIntro', { topic })}
        </Text>
      </Stack>
      {weatherPanel}
    </Stack>
  );
}
