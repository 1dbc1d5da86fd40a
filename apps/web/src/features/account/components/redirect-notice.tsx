import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Says where the screen goes next, and offers the way there at once for those who need no wait. */
export function RedirectNotice() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      Taking you to the login page in a moment.{' '}
      <Anchor component={Link} to="/login" replace underline="always">
        Log in now
      </Anchor>
    </Text>
  );
}
