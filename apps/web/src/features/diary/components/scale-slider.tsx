import { Group, Slider, Text } from '@mantine/core';
import { useId } from 'react';
import { DIARY_SCALE } from '@cephalo/shared/diary-fields';
import { useT } from '../../../i18n/use-t';

const { min: SCALE_MIN, max: SCALE_MAX } = DIARY_SCALE;
const MARKS = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, index) => ({ value: SCALE_MIN + index, label: String(SCALE_MIN + index) }));

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
  const t = useT();
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
          {value} / {SCALE_MAX}
        </Text>
      </Group>
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      <Slider
        min={SCALE_MIN}
        max={SCALE_MAX}
        step={1}
        marks={MARKS}
        value={value}
        onChange={onChange}
        onChangeEnd={onBlur}
        label={null}
        thumbLabel={label}
        thumbValueText={(current) => t('diary.scaleValue', { value: current, max: SCALE_MAX })}
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
