import { Badge, Button, Group, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '../../../i18n/use-t';

export interface AdviceButtonProps extends Omit<ButtonProps & ComponentPropsWithRef<'button'>, 'children'> {
  /** Pieces of advice for today; 0 shows no badge. */
  count: number;
}

/** The button of the weather pill that opens the advice, with the number of pieces as a badge. */
export function AdviceButton({ count, ...props }: AdviceButtonProps) {
  const t = useT();
  const label = t('weather.advice');
  return (
    <Button
      size="compact-sm"
      variant="light"
      fullWidth
      rightSection={
        <Group gap={4} wrap="nowrap">
          {count > 0 && (
            <Badge size="sm" circle variant="filled" aria-hidden>
              {count}
            </Badge>
          )}
          <IconChevronDown size={14} aria-hidden />
        </Group>
      }
      // The visible badge is hidden from screen readers; the name says the number instead.
      aria-label={count > 0 ? `${label} (${count})` : label}
      {...props}
    >
      {label}
    </Button>
  );
}
