import { Loader, Select } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

interface InlineSaveSelectProps {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  isSaving: boolean;
  onChange: (value: string) => void;
  /** Wide enough for the longest option, so the table does not jump while choosing. */
  minWidth?: number;
}

/**
 * A choice in a table row that is saved as soon as it changes (a patient's doctor or plan):
 * disabled with a small spinner while saving, and only a real change is reported.
 */
export function InlineSaveSelect({ label, data, value, isSaving, onChange, minWidth = 150 }: InlineSaveSelectProps) {
  const t = useT();
  return (
    <Select
      aria-label={label}
      data={data}
      value={value}
      onChange={(next) => {
        if (next !== null && next !== value) onChange(next);
      }}
      allowDeselect={false}
      disabled={isSaving}
      rightSection={isSaving ? <Loader size="xs" aria-label={t('clinic.saving')} /> : undefined}
      size="sm"
      miw={minWidth}
      // As wide as the longest choice (a long name or "(cannot sign in yet)"), kept inside the window.
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-end', middlewares: { flip: true, shift: true } }}
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
    />
  );
}
