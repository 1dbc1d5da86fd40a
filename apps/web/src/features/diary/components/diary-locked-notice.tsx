import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, useCurrentUserValue } from '../../../lib/current-user';
import { useT } from '../../../i18n/use-t';

/**
 * Shown instead of the diary or the calendar when the plan does not include them (Free, Basic).
 * It names who can change the plan, as the locked navigation entries do (decisions.md, Plans).
 */
export function DiaryLockedNotice() {
  const contactEmail = useCurrentUserValue((me) => me?.contact_email ?? SUPPORT_EMAIL);
  const t = useT();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640}>
      <EmptyState icon={<IconLock aria-hidden />} title={t('diary.locked.title')} description={t('diary.locked.text', { email: contactEmail })}>
        <EmptyState.Actions>
          <Button component={Link} to="/ai" variant="default">
            {t('diary.locked.toCompanion')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
