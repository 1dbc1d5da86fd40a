import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';

interface PasswordFieldProps {
  label: string;
  /** "current-password" where a person proves who they are, "new-password" where they choose one (the browser offers to make one). */
  autoComplete: 'current-password' | 'new-password';
  /** The form's `register(...)` of the field; a form without react-hook-form gives the name alone (the login form). */
  registration: UseFormRegisterReturn | { name: string };
  error: string | undefined;
  description?: string;
  /**
   * Required, in a form where every field is: the attribute tells assistive technology, and a
   * star on each field would say nothing.
   */
  isRequired?: boolean;
  /** The error is a message of the error catalogue (a mismatch): announced as it appears. */
  isErrorAnnounced?: boolean;
}

/** A password field of the sign-in, registration and password forms. */
export function PasswordField({ label, autoComplete, registration, error, description, isRequired = false, isErrorAnnounced = false }: PasswordFieldProps) {
  const t = useT();
  return (
    <PasswordInput
      label={label}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
      autoComplete={autoComplete}
      {...(isRequired ? { required: true, withAsterisk: false } : {})}
      {...(description ? { description } : {})}
      error={error}
      {...(isErrorAnnounced ? { errorProps: { role: 'alert' } } : {})}
      {...registration}
    />
  );
}
