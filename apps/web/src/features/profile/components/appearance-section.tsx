import { Group, Radio, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const isChoice = (value: string): value is MantineColorScheme => CHOICES.some((choice) => choice.value === value);

/**
 * Appearance (issue 34, point 7): the light theme, the dark low-glare one, or whichever the
 * system asks for. Kept on this device (lib/color-scheme.ts), so it outlives a logout.
 */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SectionCard title="Appearance">
      <Radio.Group
        label="Theme"
        description="The dark theme is gentler on the eyes in a dim room or during an attack. This choice is kept on this device."
        value={colorScheme}
        onChange={(value) => {
          if (isChoice(value)) setColorScheme(value);
        }}
      >
        <Group gap="lg" mt="sm">
          {CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} size="md" />
          ))}
        </Group>
      </Radio.Group>
    </SectionCard>
  );
}
