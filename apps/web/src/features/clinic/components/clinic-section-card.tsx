import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ClinicSectionCardProps {
  /** The heading's id: the section is named by its heading for screen readers. */
  headingId: string;
  title: string;
  /** What the section is for, under its title. */
  intro: string;
  /** A button beside the title and its intro, which goes under them where the card is narrow. */
  action?: ReactNode;
  children: ReactNode;
  /** The section's dialogs, after its content. */
  dialogs?: ReactNode;
}

/**
 * A section of the clinic's home (the registration keys, the access trail): a card whose h2 says
 * what it holds and a line under it says what it is for, so the sections read alike.
 */
export function ClinicSectionCard({ headingId, title, intro, action, children, dialogs }: ClinicSectionCardProps) {
  const heading = (
    <Stack gap={4} {...(action ? { style: { flex: '1 1 260px' } } : {})}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        {action ? (
          <Group justify="space-between" align="flex-start" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
      {dialogs}
    </Card>
  );
}
