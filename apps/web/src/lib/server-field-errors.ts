import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts each field message of a refused request under its field of the form (the first one gets
 * the focus) and says whether any found its field; when none did, the form shows the server's
 * `detail` in its alert instead. So a person reads "Enter a registration key" under the key,
 * never "register_key: ...".
 */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  fields: readonly Path<Form>[],
  setError: UseFormSetError<Form>,
): { isPlaced: boolean } {
  if (!isApiError(error)) return { isPlaced: false };
  let isPlaced = false;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !isPlaced });
    isPlaced = true;
  }
  return { isPlaced };
}

/**
 * For a form whose save error arrives as a prop: places the error's field messages each time a
 * new error comes, and says whether the form's alert is still needed (no message found a field).
 */
export function useServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  fields: readonly Path<Form>[],
  setError: UseFormSetError<Form>,
): { isAlertNeeded: boolean } {
  const [placedFor, setPlacedFor] = useState<unknown>(null);
  useEffect(() => {
    if (error != null && showServerFieldErrors(error, fields, setError).isPlaced) setPlacedFor(error);
  }, [error, fields, setError]);
  return { isAlertNeeded: error != null && placedFor !== error };
}
