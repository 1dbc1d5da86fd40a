import { Loader, NativeSelect } from '@mantine/core';
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
 * disabled with a small spinner while saving, and only a real change is reported. A native select:
 * the phone's own picker, as wide as the window for a long name, and no combobox code in the download.
 */
export function InlineSaveSelect({ label, data, value, isSaving, onChange, minWidth = 150 }: InlineSaveSelectProps) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={label}
      data={data}
      value={value}
      onChange={({ currentTarget: { value: next } }) => {
        if (next !== value) onChange(next);
      }}
      disabled={isSaving}
      rightSection={isSaving ? <Loader size="xs" aria-label={t('clinic.saving')} /> : undefined}
      size="sm"
      miw={minWidth}
    />
  );
}
