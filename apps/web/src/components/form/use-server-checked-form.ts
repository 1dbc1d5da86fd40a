import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useServerFieldErrors } from '../../lib/server-field-errors';

interface ServerCheckedFormOptions<Form extends FieldValues> {
  /** Checks the form in the browser first, with the words of the specification. */
  schema: z.ZodType<Form, Form>;
  defaultValues?: DefaultValues<Form>;
  /** The last refusal of the save, whose field messages go under their fields. */
  saveError: unknown;
  /** The fields that show the server's message under them; the rest stays in the form's alert. */
  serverFields: readonly Path<Form>[];
}

/**
 * A form checked twice: by its schema as the person types, then by the server, whose message for
 * a field shows under that field. `errors` are the fields' messages (both kinds), `isAlertNeeded`
 * says whether a refusal is left for the alert.
 */
export function useServerCheckedForm<Form extends FieldValues>({
  schema,
  defaultValues,
  saveError,
  serverFields,
}: ServerCheckedFormOptions<Form>): UseFormReturn<Form> & { errors: FieldErrors<Form>; isAlertNeeded: boolean } {
  const form = useForm<Form>({ resolver: zodResolver(schema), ...(defaultValues ? { defaultValues } : {}) });
  const { isAlertNeeded } = useServerFieldErrors(saveError, serverFields, form.setError);
  return { ...form, errors: form.formState.errors, isAlertNeeded };
}
