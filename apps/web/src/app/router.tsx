import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { loadAppTexts } from '../i18n/i18n';
import { setUnauthorizedHandler } from '../lib/api-client';
import { FrameLoading } from '../components/frame-loading';
import { getAuthState } from '../lib/auth-storage';
import { endSession } from '../lib/session';
import { useSessionRenewal } from '../lib/session-renewal';
import { loginPathFor } from '../lib/wanted-path';
import { lazyScreen } from './lazy-screen';
import { guardRedirect, type GuardRule } from './routes/guard-rules';
import { NotFoundRoute } from './routes/not-found';
import { PublicLayout } from './routes/public-layout';
import { RouteGuard } from './routes/route-guard';
import { SCREENS, type Screen } from './screens';

// The signed-in frame waits for the signed-in screens' texts too (the app part of the catalogue).
const AppLayout = lazyScreen(() => Promise.all([import('./routes/app-layout'), loadAppTexts()]).then(([module]) => module.AppLayout));

/** What a route tells the first page load: the screen code to fetch, or the guard that may turn the visitor away. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
  rule?: GuardRule;
}

const screenRoute = (entry: Screen): RouteObject => {
  const ScreenComponent = lazyScreen(entry.load);
  return { path: entry.path.slice(1), element: <ScreenComponent />, handle: { preload: ScreenComponent.preload } satisfies RouteHandle };
};

const guarded = (rule: GuardRule, children: RouteObject[]): RouteObject => ({
  element: <RouteGuard rule={rule} />,
  handle: { rule } satisfies RouteHandle,
  children,
});

/** The screens of a frame, those of one guard under one guard route (so moving between them keeps it). */
const frameChildren = (screens: readonly Screen[]): RouteObject[] => {
  const guards = [...new Set(screens.map((entry) => entry.guard))];
  return guards.flatMap((guard) => {
    const children = screens.filter((entry) => entry.guard === guard).map(screenRoute);
    return guard === 'anyone' ? children : [guarded(guard, children)];
  });
};

/** The route table, built from the screen registry (screens.ts). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { element: <PublicLayout />, children: frameChildren(SCREENS.filter((entry) => !entry.isSignedIn)) },
  {
    // The signed-in frame (navigation, weather menu) is code /login does not need either.
    element: (
      <Suspense fallback={<FrameLoading />}>
        <AppLayout />
      </Suspense>
    ),
    handle: { preload: AppLayout.preload } satisfies RouteHandle,
    children: [...frameChildren(SCREENS.filter((entry) => entry.isSignedIn)), { path: '*', element: <NotFoundRoute /> }],
  },
];

/**
 * On the first load the frame and the screen are fetched side by side rather than one after
 * the other; a screen whose guard will turn the visitor away is not fetched at all. Settles
 * when they have arrived (or failed: a failed download shows when the screen renders, as
 * React.lazy meets the same promise).
 */
export const preloadFirstScreen = (location: Pick<Location, 'pathname'>): Promise<void> => {
  const auth = getAuthState();
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.rule && guardRedirect(handle.rule, auth) !== null) break;
    if (handle?.preload) loads.push(handle.preload().catch(() => undefined));
  }
  return Promise.all(loads).then(() => undefined);
};

/**
 * The screens of the address. The declarative router (no data router: the app has no loaders)
 * keeps React Router's share of the first download small.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // Spec section 4: a 401 from the API client logs out; the login screen is the way back in, and
  // leads back to the screen the session ended on.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession();
      void navigate(loginPathFor(window.location, window.location.origin), { replace: true });
    });
  }, [navigate]);
  useSessionRenewal();
  return useRoutes(routes);
}
