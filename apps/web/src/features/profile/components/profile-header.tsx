import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserProfile } from '@cephalo/shared/profile';
import { fullName } from '../../../lib/full-name';
import { BreakableEmail } from '../../../components/breakable-email';

interface ProfileHeaderProps {
  profile: UserProfile;
  /** The photo, shown as is or with its Update and Delete buttons. */
  photo: ReactNode;
  actions: ReactNode;
}

/** Photo, name, username and e-mail, with the screen's actions under them. */
export function ProfileHeader({ profile, photo, actions }: ProfileHeaderProps) {
  const name = fullName(profile);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="md" ta="center">
        {photo}
        <Stack gap={2} align="center" maw="100%">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {name || profile.username}
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <BreakableEmail email={profile.email} />
          </Text>
        </Stack>
        <Stack gap="xs" w="100%">
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}
