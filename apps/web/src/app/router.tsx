import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { FrameLoading } from '../components/frame-loading';
import { getAuthState } from '../lib/auth-storage';
import { endSession } from '../lib/session';
import { lazyScreen } from './lazy-screen';
import { guardRedirect, type GuardRule } from './routes/guard-rules';
import { NotFoundRoute } from './routes/not-found';
import { PublicLayout } from './routes/public-layout';
import { RouteGuard } from './routes/route-guard';

const AppLayout = lazyScreen(() => import('./routes/app-layout'), 'AppLayout');
const LoginRoute = lazyScreen(() => import('./routes/login'), 'LoginRoute');
const RegisterRoute = lazyScreen(() => import('./routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = lazyScreen(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const UnsubscribeRoute = lazyScreen(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const VerifyEmailRoute = lazyScreen(() => import('./routes/verify-email'), 'VerifyEmailRoute');
const HomeRoute = lazyScreen(() => import('./routes/home'), 'HomeRoute');
const AiRoute = lazyScreen(() => import('./routes/ai'), 'AiRoute');
const DiaryRoute = lazyScreen(() => import('./routes/diary'), 'DiaryRoute');
const DiaryHistoryRoute = lazyScreen(() => import('./routes/diary-history'), 'DiaryHistoryRoute');
const ProfileRoute = lazyScreen(() => import('./routes/profile'), 'ProfileRoute');
const DoctorProfileRoute = lazyScreen(() => import('./routes/doctors'), 'DoctorProfileRoute');
const DoctorPatientsRoute = lazyScreen(() => import('./routes/patients'), 'DoctorPatientsRoute');
const ClinicRoute = lazyScreen(() => import('./routes/clinic'), 'ClinicRoute');
const ClinicPatientsRoute = lazyScreen(() => import('./routes/clinic-patients'), 'ClinicPatientsRoute');
const ClinicDoctorsRoute = lazyScreen(() => import('./routes/clinic-doctors'), 'ClinicDoctorsRoute');

/** What a route tells the first page load: the screen code to fetch, or the guard that may turn the visitor away. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
  rule?: GuardRule;
}

const screen = (path: string, Screen: ReturnType<typeof lazyScreen>): RouteObject => ({
  path,
  element: <Screen />,
  handle: { preload: Screen.preload } satisfies RouteHandle,
});

const guarded = (rule: GuardRule, children: RouteObject[]): RouteObject => ({
  element: <RouteGuard rule={rule} />,
  handle: { rule } satisfies RouteHandle,
  children,
});

/** The route table of the specification (section 2) with the guards of decisions.md. */
const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  {
    element: <PublicLayout />,
    children: [
      screen('login', LoginRoute),
      screen('register/:requiredRole', RegisterRoute),
      screen('forgot-password', ForgotPasswordRoute),
      screen('reset-password', ResetPasswordRoute),
      screen('unsubscribe', UnsubscribeRoute),
      screen('verify-email', VerifyEmailRoute),
    ],
  },
  {
    // The signed-in frame (navigation, weather menu) is code /login does not need either.
    element: (
      <Suspense fallback={<FrameLoading />}>
        <AppLayout />
      </Suspense>
    ),
    handle: { preload: AppLayout.preload } satisfies RouteHandle,
    children: [
      guarded('signed-in-not-admin', [screen('home', HomeRoute), screen('ai', AiRoute)]),
      guarded('patient', [screen('diary', DiaryRoute), screen('diary-history', DiaryHistoryRoute), screen('profile', ProfileRoute)]),
      guarded('doctor', [screen('doctors', DoctorProfileRoute), screen('patients', DoctorPatientsRoute)]),
      guarded('clinic-admin', [screen('clinic', ClinicRoute), screen('clinic-patients', ClinicPatientsRoute), screen('clinic-doctors', ClinicDoctorsRoute)]),
      { path: '*', element: <NotFoundRoute /> },
    ],
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
  // Spec section 4: a 401 from the API client logs out; the login screen is the way back in.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return useRoutes(routes);
}
