/**
 * The screens of the route table (router.tsx) with the module that draws each one
 * (src/app/routes/<file>.tsx) and the frame around it. The build writes an HTML page per screen
 * that fetches the screen's code together with the app's (build/screen-pages.ts), and
 * `npm run bench:web` weighs what each screen loads. screen-routes.test.ts checks that the
 * router has the same screens.
 */
export interface ScreenRoute {
  /** As in the router; `:name` matches one path segment. */
  path: string;
  /** The route module under src/app/routes, without `.tsx`. */
  file: string;
  /** The signed-in screens load the signed-in frame (routes/app-layout.tsx) as well. */
  isSignedIn: boolean;
}

export const APP_LAYOUT_FILE = 'app-layout';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/login', file: 'login', isSignedIn: false },
  { path: '/register/:requiredRole', file: 'register', isSignedIn: false },
  { path: '/forgot-password', file: 'forgot-password', isSignedIn: false },
  { path: '/reset-password', file: 'reset-password', isSignedIn: false },
  { path: '/unsubscribe', file: 'unsubscribe', isSignedIn: false },
  { path: '/verify-email', file: 'verify-email', isSignedIn: false },
  { path: '/home', file: 'home', isSignedIn: true },
  { path: '/ai', file: 'ai', isSignedIn: true },
  { path: '/diary', file: 'diary', isSignedIn: true },
  { path: '/diary-history', file: 'diary-history', isSignedIn: true },
  { path: '/profile', file: 'profile', isSignedIn: true },
  { path: '/doctors', file: 'doctors', isSignedIn: true },
  { path: '/patients', file: 'patients', isSignedIn: true },
  { path: '/clinic', file: 'clinic', isSignedIn: true },
  { path: '/clinic-patients', file: 'clinic-patients', isSignedIn: true },
  { path: '/clinic-doctors', file: 'clinic-doctors', isSignedIn: true },
];

/** The modules a screen draws with, as the build names them (relative to apps/web). */
export const screenModules = (screen: ScreenRoute): string[] => [
  ...(screen.isSignedIn ? [`src/app/routes/${APP_LAYOUT_FILE}.tsx`] : []),
  `src/app/routes/${screen.file}.tsx`,
];
