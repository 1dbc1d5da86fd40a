import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { T } from '../../../i18n/t';

/** Says where the screen goes next, and offers the way there at once for those who need no wait. */
export function RedirectNotice() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      <T id="account.redirect" components={{ 0: <Anchor component={Link} to="/login" replace underline="always" /> }} />
    </Text>
  );
}
