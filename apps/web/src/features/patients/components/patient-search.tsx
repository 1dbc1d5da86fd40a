import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search over the doctor's whole list: names, e-mails or phone digits (matched by the server). */
export function PatientSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="search"
      label="Search patients"
      placeholder="Name, e-mail or phone number"
      maw={420}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => onChange('')} /> : null}
    />
  );
}
