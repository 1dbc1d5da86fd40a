import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWarnOnError } from '../hooks/use-warn-on-error';
import { LoadError } from './load-error';
import { StatusNotice } from './status-notice';

interface ProfileScreenFrameProps<Profile> {
  /** The profile the screen shows; nothing of it shows before it has loaded (spec section 2). */
  profile: UseQueryResult<Profile>;
  /** Whose profile, for the developer's note when it cannot be loaded, e.g. "the clinic". */
  what: string;
  /** The outline shown while it loads. */
  skeleton: ReactNode;
  /** The sentence shown when it cannot be loaded, e.g. "Your profile could not be loaded." */
  loadErrorTitle: string;
  /** What the last change did (useSaveDialog's notice). */
  notice: { message: string | null; onDismiss: () => void };
  children: (profile: Profile) => ReactNode;
}

/**
 * A profile screen (the patient's, the doctor's, the clinic's): its outline while the profile
 * loads, a way to try again when it cannot, then the notice of the last change above the profile.
 */
export function ProfileScreenFrame<Profile>({ profile, what, skeleton, loadErrorTitle, notice, children }: ProfileScreenFrameProps<Profile>) {
  useWarnOnError(what, profile);
  if (profile.isPending) return skeleton;
  if (profile.isError) {
    return <LoadError title={loadErrorTitle} isRetrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <StatusNotice {...notice} />
      {children(profile.data)}
    </Stack>
  );
}
