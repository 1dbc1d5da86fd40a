import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { PhoneNumber } from '../../../components/phone-number';
import { useT } from '../../../i18n/use-t';

/** A patient's e-mail and phone, as the list's cards and the patient's page show them. */
export function PatientContact({ email, phone }: { email: string; phone: string | null }) {
  const t = useT();
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconPhone size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        {phone ? (
          <PhoneNumber phone={phone} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('patients.noPhone')}
          </Text>
        )}
      </Group>
    </>
  );
}
