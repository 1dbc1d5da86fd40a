import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

interface ListSearchProps {
  /** "Search patients". */
  label: string;
  /** What may be typed: "Name, e-mail or phone number". */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search over a whole list paged by the server (the server matches it). */
export function ListSearch({ label, placeholder, value, onChange }: ListSearchProps) {
  const t = useT();
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      maw={420}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t('common.clearSearch')} onClick={() => onChange('')} /> : null}
    />
  );
}
