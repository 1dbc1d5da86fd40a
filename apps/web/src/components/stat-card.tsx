import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One number with its label above it, in a small card (the last 28 days on the outcomes screen and on a patient's page). */
export function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      {/* A long word of another language ("ΗΜΕΡΕΣ ΗΜΙΚΡΑΝΙΑΣ") breaks, with a hyphen where the language allows, instead of leaving the card. */}
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
        {label}
      </Text>
      <Text fz="xl" fw={700} component="div">
        {children}
      </Text>
    </Paper>
  );
}
