import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A white card with an h2, the building block of the profile screens. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
