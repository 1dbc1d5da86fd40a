import { AppShell, Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import { CephaloLogo } from '../../components/cephalo-logo';
import { ScreenLoading } from '../../components/screen-loading';
import { SideNavigation } from '../../features/navigation/components/side-navigation';
import { getNavItems } from '../../features/navigation/nav-items';
import { WeatherPill } from '../../features/weather/components/weather-pill';
import { savePlan, useAuth } from '../../lib/auth-storage';
import { SUPPORT_EMAIL, useCurrentUser } from '../../lib/current-user';
import { logOut } from '../../lib/session';

const NAVIGATION_ID = 'main-navigation';

/** The signed-in frame: header with the logo, side navigation (a drawer below 768 px), content. */
export function AppLayout() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const auth = useAuth();
  const navigate = useNavigate();
  // Also how a stale token is found out: a 401 here ends the session and leads to /login.
  const currentUser = useCurrentUser();

  useEffect(() => {
    if (currentUser.data) savePlan(currentUser.data.plan, currentUser.data.ai_assistants);
  }, [currentUser.data]);

  const navItems = getNavItems({
    isAuthenticated: auth.isAuthenticated,
    role: auth.role,
    plan: auth.plan,
    agentId: auth.agentId,
    contactEmail: currentUser.data?.contact_email ?? SUPPORT_EMAIL,
  });

  const logout = () => {
    logOut();
    void navigate('/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isDrawerOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={isDrawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={isDrawerOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={isDrawerOpen}
            aria-controls={NAVIGATION_ID}
          />
          <UnstyledButton component={Link} to="/" onClick={drawer.close} aria-label="Cephalo home">
            <CephaloLogo height={32} />
          </UnstyledButton>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={NAVIGATION_ID}
        p="md"
        onKeyDown={(event) => {
          if (event.key === 'Escape') drawer.close();
        }}
      >
        <SideNavigation
          items={navItems}
          onNavigate={drawer.close}
          onLogout={logout}
          // Weather advice is headache advice: its dropdown is for the Migraine Agent (spec section 2).
          weather={auth.isAuthenticated ? <WeatherPill isAdviceEnabled={auth.agentId === MIGRAINE_AGENT_ID} /> : undefined}
        />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className="app-main">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
