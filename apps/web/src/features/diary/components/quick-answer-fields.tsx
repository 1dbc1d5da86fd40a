import { Button, Group, TextInput } from '@mantine/core';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { clockTime } from '../attack-times';
import type { DiaryFormInput } from '../diary-form-values';
import { isListed, toggleListed } from '../quick-answers';
import { ChoiceChips } from './choice-chips';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import { useDiaryFieldLabel } from '../../../i18n/use-diary-field-label';

type TextFieldName = FieldPathByValue<DiaryFormInput, string>;

interface ListedChipsProps {
  /** The text field the chips write into, as a comma-separated list that stays editable. */
  name: TextFieldName;
  label: string;
  options: readonly string[];
  /** The words of a chip, when they differ from the answer written (a translated quick answer). */
  labelOf?: (option: string) => string;
}

/** Chips for a free-text field whose usual answers are known (issue 34): a tap adds or removes one. */
export function ListedChips({ name, label, options, labelOf = (option) => option }: ListedChipsProps) {
  // The field's input is registered (uncontrolled): setValue writes into it, as typing would.
  const { watch, setValue } = useFormContext<DiaryFormInput>();
  const text = watch(name);
  if (options.length === 0) return null;
  return (
    <ChoiceChips
      label={label}
      options={options.map((option) => ({ value: option, label: labelOf(option) }))}
      selected={options.filter((option) => isListed(text, option))}
      onToggle={(option) => setValue(name, toggleListed(text, option), { shouldDirty: true, shouldValidate: true })}
    />
  );
}

/** A time of the headache with a "Now" button beside it: the device's clock, no typing. */
export function TimeWithNow({ name }: { name: 'headache_start' | 'headache_end' }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<DiaryFormInput>();
  const { field } = useController({ control, name });
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const fieldMessage = useFieldMessage();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        type="time"
        label={fieldLabel(name)}
        error={fieldMessage(errors[name]?.message)}
        style={{ flex: 1 }}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
      />
      <Button
        type="button"
        variant="light"
        size="sm"
        h={36}
        aria-label={name === 'headache_start' ? t('diary.nowForStart') : t('diary.nowForEnd')}
        onClick={() => field.onChange(clockTime(new Date()))}
      >
        {t('diary.now')}
      </Button>
    </Group>
  );
}
