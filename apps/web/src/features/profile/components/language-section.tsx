import { Checkbox, Stack } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { setSeparateFromChat, useInterfaceLanguage } from '../../../i18n/language-store';
import { useT } from '../../../i18n/use-t';
import { LanguagePicker } from '../../../components/language-picker';

/**
 * The interface language in the profile (issue 36), with its link to the chat language: linked,
 * a language picked here becomes the chat's too; set apart, each keeps its own.
 */
export function LanguageSection() {
  const t = useT();
  const { isSeparate } = useInterfaceLanguage();
  return (
    <SectionCard title={t('language.section')}>
      <Stack gap="md" maw={360}>
        <LanguagePicker description={t('language.description')} />
        <Checkbox label={t('language.linked')} checked={!isSeparate} onChange={(event) => setSeparateFromChat(!event.currentTarget.checked)} />
      </Stack>
    </SectionCard>
  );
}
