import { Group, Slider, Text } from '@mantine/core';
import { useId } from 'react';

const MARKS = Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

interface ScaleSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  error?: string | undefined;
  /** What 1 and 10 mean, read out with the value ("5 of 10, 1 is mild, 10 is the worst"). */
  hint: string;
}

/** A 1 to 10 scale (intensity, stress; spec sections 3 and 5) with a visible label and value. */
export function ScaleSlider({ label, value, onChange, onBlur, isRequired = false, error, hint }: ScaleSliderProps) {
  const hintId = useId();
  const errorId = useId();
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text component="span" size="sm" fw={600}>
          {label}
          {isRequired && (
            <Text component="span" c="var(--mantine-color-error)" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
        <Text component="span" size="sm" fw={600} aria-hidden>
          {value} / 10
        </Text>
      </Group>
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      <Slider
        min={1}
        max={10}
        step={1}
        marks={MARKS}
        value={value}
        onChange={onChange}
        onChangeEnd={onBlur}
        label={null}
        thumbLabel={label}
        thumbValueText={(current) => `${current} of 10`}
        thumbProps={{
          'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
        }}
        mb="xl"
        mx={6}
      />
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </div>
  );
}
