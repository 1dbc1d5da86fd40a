import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';

export function NotFoundRoute() {
  const t = useT();
  return (
    <Stack gap="md" maw={560}>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
