import { NativeSelect } from '@mantine/core';
import { INTERFACE_LANGUAGES, isInterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { chooseLanguage, useInterfaceLanguage } from '../i18n/language-store';
import { useT } from '../i18n/use-t';

interface LanguagePickerProps {
  description?: string;
}

/**
 * The interface language (issue 36): on the login and registration screens and in the profile.
 * A native select: Mantine's Select would bring its combobox into the first download of /login.
 * Each language is listed by its own name, so whoever cannot read the current one finds theirs.
 * The choice is applied at once, without a reload, and kept on this device.
 */
export function LanguagePicker({ description }: LanguagePickerProps) {
  const t = useT();
  const { language } = useInterfaceLanguage();
  return (
    <NativeSelect
      label={t('language.label')}
      description={description}
      value={language}
      data={INTERFACE_LANGUAGES.map(({ code, name }) => ({ value: code, label: name }))}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (!isInterfaceLanguageCode(code)) return;
        void chooseLanguage(code);
      }}
    />
  );
}
