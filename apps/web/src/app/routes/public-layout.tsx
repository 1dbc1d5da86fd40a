import { Box, Container, Paper, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { CephaloLogo } from '../../components/cephalo-logo';
import { ScreenLoading } from '../../components/screen-loading';
import { LanguagePicker } from '../../components/language-picker';
import { useT } from '../../i18n/use-t';

/** Frame of the screens anyone may open (login, registration, token links): no navigation. */
export function PublicLayout() {
  const t = useT();
  return (
    <Box component="main" id="main-content" className="public-page">
      <Container size={480} px="md" py={{ base: 'xl', sm: 64 }}>
        <Box mb="xl" style={{ display: 'flex', justifyContent: 'center' }}>
          <UnstyledButton component={Link} to="/" aria-label={t('common.home')}>
            <CephaloLogo height={40} />
          </UnstyledButton>
        </Box>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Paper>
        {/* Below the card: the card's fields keep their places (the first paint's comparison). */}
        <Box mt="lg" maw={240} mx="auto">
          <LanguagePicker />
        </Box>
      </Container>
    </Box>
  );
}
