import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';

interface PhoneNumberFieldProps {
  /** The form's `register('phone_number')`. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The phone number of a person's profile or of the clinic: any text (the specification gives it no
 * validation, see telHref), with the phone's number keyboard and the browser's autofill.
 */
export function PhoneNumberField({ registration, error }: PhoneNumberFieldProps) {
  const t = useT();
  return <TextInput label={t('profile.phoneNumber')} type="tel" autoComplete="tel" error={error} {...registration} />;
}
