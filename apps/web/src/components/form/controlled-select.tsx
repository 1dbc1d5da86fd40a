import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';

type ControlledSelectProps<Form extends FieldValues, Name extends FieldPath<Form>> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<Form>;
  name: Name;
  /** The field's value as an option's value (a null field may stand for an option such as "No doctor"). */
  toOption?: (value: PathValue<Form, Name>) => string | null;
  /** The picked option as the field's value, checked by the form's schema (e.g. `PlanNameSchema.catch(...).parse`). */
  toValue: (option: string | null) => PathValue<Form, Name>;
};

/**
 * A Mantine Select bound to a react-hook-form field. Options are never deselected: every choice
 * in these forms has a value, and "none" is an option of its own where it is allowed.
 */
export function ControlledSelect<Form extends FieldValues, Name extends FieldPath<Form>>({
  control,
  name,
  toOption = (value) => value as string | null,
  toValue,
  ...selectProps
}: ControlledSelectProps<Form, Name>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...selectProps}
          allowDeselect={false}
          value={toOption(field.value)}
          onChange={(option) => field.onChange(toValue(option))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
