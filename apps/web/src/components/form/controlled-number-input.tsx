import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type ControlledNumberInputProps<Form extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  control: Control<Form>;
  name: FieldPath<Form>;
};

/**
 * A whole-number input bound to a react-hook-form field. An emptied input is `undefined`, so the
 * form's schema says it is required instead of taking it as 0; the schema's message is shown.
 */
export function ControlledNumberInput<Form extends FieldValues>({ control, name, ...inputProps }: ControlledNumberInputProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          allowDecimal={false}
          allowNegative={false}
          {...inputProps}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
