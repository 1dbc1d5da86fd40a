import { Group, Radio, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const CHOICES: { value: MantineColorScheme; label: MessageKey }[] = [
  { value: 'auto', label: 'appearance.system' },
  { value: 'light', label: 'appearance.light' },
  { value: 'dark', label: 'appearance.dark' },
];

const isChoice = (value: string): value is MantineColorScheme => CHOICES.some((choice) => choice.value === value);

/**
 * Appearance (issue 34, point 7): the light theme, the dark low-glare one, or whichever the
 * system asks for. Kept on this device (lib/color-scheme.ts), so it outlives a logout.
 */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const t = useT();
  return (
    <SectionCard title={t('appearance.title')}>
      <Radio.Group
        label={t('appearance.theme')}
        description={t('appearance.description')}
        value={colorScheme}
        onChange={(value) => {
          if (isChoice(value)) setColorScheme(value);
        }}
      >
        <Group gap="lg" mt="sm">
          {CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={t(choice.label)} size="md" />
          ))}
        </Group>
      </Radio.Group>
    </SectionCard>
  );
}
