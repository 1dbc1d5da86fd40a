import { useDisclosure } from '@mantine/hooks';
import { memo, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import { ScreenLoading } from '../../components/screen-loading';
import { SideNavigation } from '../../features/navigation/components/side-navigation';
import { getNavItems } from '../../features/navigation/nav-items';
import { SendWaitingEntries } from '../../features/offline/send-waiting-entries';
import { WeatherPill } from '../../features/weather/components/weather-pill';
import { useStableHandler } from '../../hooks/use-stable-handler';
import { savePlan, useAuth } from '../../lib/auth-storage';
import { SUPPORT_EMAIL, useCurrentUser, useCurrentUserValue } from '../../lib/current-user';
import { logOut } from '../../lib/session';
import { SCREEN_NAV_LINKS } from '../screens';
import { AppFrame } from './app-frame';
import { NameQuestion } from '../../features/account/components/name-question';
import { ChatLanguageLink, DoctorLanguageLink } from '../../features/profile/components/chat-language-link';
import { InterfaceLanguageLink } from '../../features/account/components/interface-language-link';

/**
 * Keeps the plan stored at login in step with GET /api/me, which is also how a stale token is found
 * out (a 401 ends the session and leads to /login). A component of its own that draws nothing:
 * the answer arriving redraws only it, not the frame (issue 14).
 */
function CurrentUserWatch() {
  const currentUser = useCurrentUser();
  useEffect(() => {
    if (currentUser.data) savePlan(currentUser.data.plan, currentUser.data.ai_assistants);
  }, [currentUser.data]);
  return null;
}

/** The side navigation for the signed-in person; drawn again only when its entries change. */
const LayoutNavigation = memo(function LayoutNavigation({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const { isAuthenticated, role, plan, agentId } = useAuth();
  const contactEmail = useCurrentUserValue((me) => me?.contact_email ?? SUPPORT_EMAIL);
  const items = useMemo(
    () => getNavItems({ isAuthenticated, role, plan, agentId, contactEmail }, SCREEN_NAV_LINKS),
    [isAuthenticated, role, plan, agentId, contactEmail],
  );
  // Weather advice is headache advice: its dropdown is for the Migraine Agent (spec section 2).
  const weather = useMemo(() => (isAuthenticated ? <WeatherPill isAdviceEnabled={agentId === MIGRAINE_AGENT_ID} /> : undefined), [isAuthenticated, agentId]);
  return <SideNavigation items={items} onNavigate={onNavigate} onLogout={onLogout} weather={weather} />;
});

/** The signed-in frame: header with the logo, side navigation (a drawer below 768 px), content. */
export function AppLayout() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { role } = useAuth();
  const navigate = useNavigate();
  const logout = useStableHandler(() => {
    logOut();
    void navigate('/login', { replace: true });
  });

  return (
    <AppFrame
      isDrawerOpen={isDrawerOpen}
      onToggleDrawer={drawer.toggle}
      onCloseDrawer={drawer.close}
      navigation={<LayoutNavigation onNavigate={drawer.close} onLogout={logout} />}
    >
      <CurrentUserWatch />
      <NameQuestion />
      {role === 'USER' && <ChatLanguageLink />}
      {role === 'DOCTOR' && <DoctorLanguageLink />}
      {role === 'CLINIC_ADMIN' && <InterfaceLanguageLink />}
      <SendWaitingEntries />
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
