import { Button, Grid, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProfileUpdate, UserProfile } from '@cephalo/shared/profile';
import { DeferredModal } from '../../../components/deferred-modal';
import { ProfileScreenFrame } from '../../../components/profile-screen-frame';
import type { DialogSave, SaveDialog } from '../../../hooks/use-save-dialog';
import { PersonalDetails } from './personal-details';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { useT } from '../../../i18n/use-t';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadEditProfileModal = async () => (await import('./edit-profile-modal')).EditProfileModal;

interface OwnProfileFrameProps<Profile extends UserProfile> {
  profile: UseQueryResult<Profile>;
  /** Whose profile, for the developer's note when it cannot be loaded. */
  what: string;
  editing: SaveDialog;
  update: DialogSave<ProfileUpdate>;
  photo: (profile: Profile) => ReactNode;
  /** Buttons after Edit Profile. */
  moreActions?: ReactNode;
  /** The sections after the personal details. */
  children: (profile: Profile) => ReactNode;
}

/**
 * The signed-in person's own profile (patient or doctor): photo, name, Edit Profile and the
 * personal details beside (on a phone, above) the sections of the role, and the edit modal.
 */
export function OwnProfileFrame<Profile extends UserProfile>({ profile, what, editing, update, photo, moreActions, children }: OwnProfileFrameProps<Profile>) {
  const t = useT();
  return (
    <ProfileScreenFrame
      profile={profile}
      what={what}
      skeleton={<ProfileSkeleton label={t('profile.loading')} />}
      loadErrorTitle={t('profile.notLoaded')}
      notice={editing.notice}
    >
      {(own) => (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ProfileHeader
                profile={own}
                photo={photo(own)}
                actions={
                  <>
                    <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => editing.open(update)}>
                      {t('profile.edit')}
                    </Button>
                    {moreActions}
                  </>
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <PersonalDetails profile={own} />
                {children(own)}
              </Stack>
            </Grid.Col>
          </Grid>
          <DeferredModal load={loadEditProfileModal} props={{ ...editing.props(update), profile: own }} />
        </>
      )}
    </ProfileScreenFrame>
  );
}
