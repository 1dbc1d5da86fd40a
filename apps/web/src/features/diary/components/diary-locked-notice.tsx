import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, useCurrentUserValue } from '../../../lib/current-user';

/**
 * Shown instead of the diary or the calendar when the plan does not include them (Free, Basic).
 * It names who can change the plan, as the locked navigation entries do (decisions.md, Plans).
 */
export function DiaryLockedNotice() {
  const contactEmail = useCurrentUserValue((me) => me?.contact_email ?? SUPPORT_EMAIL);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640}>
      <EmptyState
        icon={<IconLock aria-hidden />}
        title="The diary is not part of your plan"
        description={<>The headache diary, its calendar and the headache forecast come with the Premium plan. Contact {contactEmail} to change your plan.</>}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/ai" variant="default">
            Go to Companion
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
