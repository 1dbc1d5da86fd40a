import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function NotFoundRoute() {
  return (
    <Stack gap="md" maw={560}>
      <PageTitle>Page not found</PageTitle>
      <Text>There is no page at this address.</Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
