import { AppShell, Burger, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CephaloLogo } from '../../components/cephalo-logo';
import { useT } from '../../i18n/use-t';

const NAVIGATION_ID = 'main-navigation';

interface AppFrameProps {
  isDrawerOpen: boolean;
  onToggleDrawer: () => void;
  onCloseDrawer: () => void;
  /** The person's side navigation; the page's first paint has none (it depends on who signs in). */
  navigation?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: header with the burger and the logo, the side navigation's place (a drawer
 * below 768 px) and the content. AppLayout fills it in for the person; the build draws it without
 * navigation into each signed-in screen's page (first-paint-render.tsx), so both are this markup.
 */
export function AppFrame({ isDrawerOpen, onToggleDrawer, onCloseDrawer, navigation, children }: AppFrameProps) {
  const t = useT();
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isDrawerOpen } }} padding={{ base: 'md', sm: 'xl' }}>
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={isDrawerOpen}
            onClick={onToggleDrawer}
            hiddenFrom="sm"
            size="sm"
            aria-label={isDrawerOpen ? t('nav.close') : t('nav.open')}
            aria-expanded={isDrawerOpen}
            aria-controls={NAVIGATION_ID}
          />
          <UnstyledButton component={Link} to="/" onClick={onCloseDrawer} aria-label={t('common.home')}>
            <CephaloLogo height={32} />
          </UnstyledButton>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={NAVIGATION_ID}
        p="md"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCloseDrawer();
        }}
      >
        {navigation}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className="app-main">
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
