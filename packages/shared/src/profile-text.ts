import { z } from 'zod';

/** "phone_number" as a person reads it: "Phone number". */
const fieldLabel = (field: string): string => {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * An optional free-text field: trimmed, length-capped, and empty or the legacy text "None"
 * stored as null (decisions.md: "None" from older data means empty).
 */
export const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${fieldLabel(field)} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' || value === 'None' ? null : value));

/** For display: the legacy "None" and null both show as empty. */
export const displayText = (value: string | null | undefined): string => (value == null || value === 'None' ? '' : value);
