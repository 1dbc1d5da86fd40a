import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';

interface EmailFieldProps {
  /** The form's `register('email')`. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The e-mail address of a one-field account form (a reset e-mail, a new verification link). It is
 * required, but a star would say nothing where every field is; the attribute still tells assistive technology.
 */
export function EmailField({ registration, error }: EmailFieldProps) {
  const t = useT();
  return <TextInput label={t('common.email')} type="email" autoComplete="email" required withAsterisk={false} error={error} {...registration} />;
}
