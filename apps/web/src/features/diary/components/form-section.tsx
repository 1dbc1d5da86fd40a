import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

const LEGEND_STYLE = {
  fontWeight: 700,
  fontSize: 'var(--mantine-font-size-md)',
  color: 'var(--mantine-color-cephalo-9)',
  paddingInline: 6,
} as const;

/** One group of the diary form: a fieldset whose legend reads as the group's heading. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} bg="var(--cephalo-surface)" radius="md" styles={{ legend: LEGEND_STYLE }}>
      {children}
    </Fieldset>
  );
}
