import { Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** Rows' outline while a list loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={52} radius="md" />
      ))}
    </Stack>
  );
}

/** A calm sentence and the next step when a list is empty (decisions.md, Look and feel). */
export function EmptyList({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action?: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <EmptyState icon={icon} title={title} description={description}>
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Card>
  );
}
