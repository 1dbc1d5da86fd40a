import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';

export interface ChoiceChipsProps {
  /** The question, shown above the chips and naming their group. */
  label: string;
  options: readonly { value: string; label: string }[];
  /** The values picked. */
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Said next to the label: "optional", "pick one". */
  hint?: string;
}

/**
 * Answers picked with a tap instead of typed (issue 34): toggle buttons (aria-pressed) in a named
 * group, at least 36 px high so a thumb finds them.
 */
export function ChoiceChips({ label, options, selected, onToggle, hint }: ChoiceChipsProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        {label}
        {hint && (
          <Text component="span" size="sm" c="dimmed" fw={400}>
            {` (${hint})`}
          </Text>
        )}
      </Text>
      <Group gap={8}>
        {options.map((option) => {
          const isSelected = selected.includes(option.value);
          return (
            <Button
              key={option.value}
              type="button"
              size="sm"
              radius="xl"
              variant={isSelected ? 'filled' : 'default'}
              aria-pressed={isSelected}
              onClick={() => onToggle(option.value)}
              px="md"
            >
              {option.label}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
