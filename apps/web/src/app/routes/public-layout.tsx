import { Box, Container, Paper, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { CephaloLogo } from '../../components/cephalo-logo';
import { ScreenLoading } from '../../components/screen-loading';

/** Frame of the screens anyone may open (login, registration, token links): no navigation. */
export function PublicLayout() {
  return (
    <Box component="main" id="main-content" className="public-page">
      <Container size={480} px="md" py={{ base: 'xl', sm: 64 }}>
        <Box mb="xl" style={{ display: 'flex', justifyContent: 'center' }}>
          <UnstyledButton component={Link} to="/" aria-label="Cephalo home">
            <CephaloLogo height={40} />
          </UnstyledButton>
        </Box>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
    </Box>
  );
}
