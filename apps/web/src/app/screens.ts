import type { ComponentType } from 'react';
import type { NavPlace } from '../features/navigation/nav-items';
import type { GuardRule } from './routes/guard-rules';

/**
 * Every screen of the app, once (the route table of the specification, section 2, with the guards
 * of decisions.md). The router (router.tsx: routes, guards, lazy code, the first load's preload),
 * the side navigation (routes/app-layout.tsx), the build's page per screen (build/screen-pages.ts,
 * whose pages/screens.json the server reads to answer each address) and its first paint
 * (first-paint-render.tsx), and `npm run bench:web` all come from this list. Adding a screen: an entry
 * here and its module `routes/<first path segment>.tsx` (screens.test.ts checks both).
 *
 * Node loads this module too (the build's config): it imports no component, only their loaders.
 */
interface ScreenDeclaration {
  /** As in the router; `:name` matches one path segment. */
  path: `/${string}`;
  /** Who may open it; `anyone` for the token links. A guard turns everyone else away (guard-rules.ts). */
  guard: GuardRule | 'anyone';
  /** The screen's component, from its route module: loaded when the screen is first shown. */
  load: () => Promise<ComponentType>;
  /** Its entries in the side navigation, per menu (nav-items.ts adds Logout and the locked trial). */
  navigation?: readonly NavPlace[];
  /**
   * What the screen's page shows before the app runs, when something of it depends on no one and
   * no data: a component of its route module, drawn into the page at build time
   * (first-paint-render.tsx; a signed-in screen's is drawn in the frame, which every signed-in page shows).
   */
  firstPaint?: () => Promise<ComponentType>;
  /** A screen reached from another one (a patient's page from the list): that screen's menu entry stands for it. */
  navigationVia?: `/${string}`;
}

export interface Screen extends ScreenDeclaration {
  /** The route module under src/app/routes, without `.tsx`: the path's first segment. */
  file: string;
  /** Drawn in the signed-in frame (routes/app-layout.tsx), which it then loads too; else in the public one. */
  isSignedIn: boolean;
}

const SIGNED_IN_GUARDS: readonly GuardRule[] = ['signed-in-not-admin', 'patient', 'doctor', 'clinic-admin'];

const screen = (declaration: ScreenDeclaration): Screen => ({
  ...declaration,
  file: declaration.path.split('/')[1] ?? '',
  isSignedIn: declaration.guard !== 'anyone' && SIGNED_IN_GUARDS.includes(declaration.guard),
});

export const SCREENS: readonly Screen[] = [
  screen({
    path: '/login',
    guard: 'signed-out',
    load: () => import('./routes/login').then((module) => module.LoginRoute),
    navigation: [{ menu: 'signed-out', place: 1, label: 'Login', icon: 'login' }],
    firstPaint: () => import('./routes/login').then((module) => module.LoginRoute),
  }),
  screen({ path: '/register/:requiredRole', guard: 'signed-out', load: () => import('./routes/register').then((module) => module.RegisterRoute) }),
  screen({ path: '/forgot-password', guard: 'anyone', load: () => import('./routes/forgot-password').then((module) => module.ForgotPasswordRoute) }),
  screen({ path: '/reset-password', guard: 'anyone', load: () => import('./routes/reset-password').then((module) => module.ResetPasswordRoute) }),
  screen({ path: '/unsubscribe', guard: 'anyone', load: () => import('./routes/unsubscribe').then((module) => module.UnsubscribeRoute) }),
  screen({ path: '/verify-email', guard: 'anyone', load: () => import('./routes/verify-email').then((module) => module.VerifyEmailRoute) }),
  screen({
    path: '/home',
    guard: 'signed-in-not-admin',
    load: () => import('./routes/home').then((module) => module.HomeRoute),
    navigation: [
      { menu: 'patient', place: 6, label: 'Choose Agent', icon: 'choose-agent' },
      { menu: 'doctor', place: 4, label: 'Choose Agent', icon: 'choose-agent' },
    ],
  }),
  screen({
    path: '/ai',
    guard: 'signed-in-not-admin',
    load: () => import('./routes/ai').then((module) => module.AiRoute),
    // Its page's script fills in the person's words and greets an empty day (chat-first-paint.ts).
    firstPaint: () => import('./routes/ai').then((module) => module.AiFirstPaint),
    navigation: [
      { menu: 'patient', place: 1, label: 'Companion', icon: 'companion' },
      { menu: 'doctor', place: 1, label: 'Chat', icon: 'chat' },
    ],
  }),
  screen({
    path: '/diary',
    guard: 'patient',
    load: () => import('./routes/diary').then((module) => module.DiaryRoute),
    navigation: [{ menu: 'patient', place: 2, label: 'Diary', icon: 'diary', isDiaryPart: true }],
  }),
  screen({
    path: '/diary-history',
    guard: 'patient',
    load: () => import('./routes/diary-history').then((module) => module.DiaryHistoryRoute),
    navigation: [{ menu: 'patient', place: 3, label: 'Calendar', icon: 'calendar', isDiaryPart: true }],
    firstPaint: () => import('./routes/diary-history').then((module) => module.DiaryHistoryPage),
  }),
  screen({
    path: '/profile',
    guard: 'patient',
    load: () => import('./routes/profile').then((module) => module.ProfileRoute),
    navigation: [{ menu: 'patient', place: 4, label: 'Profile', icon: 'profile' }],
  }),
  screen({
    path: '/doctors',
    guard: 'doctor',
    load: () => import('./routes/doctors').then((module) => module.DoctorProfileRoute),
    navigation: [{ menu: 'doctor', place: 3, label: 'Profile', icon: 'profile' }],
  }),
  screen({
    path: '/patients',
    guard: 'doctor',
    load: () => import('./routes/patients').then((module) => module.DoctorPatientsRoute),
    navigation: [{ menu: 'doctor', place: 2, label: 'Patients', icon: 'patients' }],
  }),
  screen({
    path: '/patients/:id',
    guard: 'doctor',
    load: () => import('./routes/patients').then((module) => module.PatientPageRoute),
    // Reached from the list: the side navigation's Patients stands for it.
    navigationVia: '/patients',
  }),
  screen({
    path: '/clinic',
    guard: 'clinic-admin',
    load: () => import('./routes/clinic').then((module) => module.ClinicRoute),
    navigation: [{ menu: 'clinic-admin', place: 1, label: 'Clinic', icon: 'clinic' }],
  }),
  screen({
    path: '/clinic-patients',
    guard: 'clinic-admin',
    load: () => import('./routes/clinic-patients').then((module) => module.ClinicPatientsRoute),
    navigation: [{ menu: 'clinic-admin', place: 2, label: 'Patients', icon: 'patients' }],
  }),
  screen({
    path: '/clinic-doctors',
    guard: 'clinic-admin',
    load: () => import('./routes/clinic-doctors').then((module) => module.ClinicDoctorsRoute),
    navigation: [{ menu: 'clinic-admin', place: 3, label: 'Doctors', icon: 'doctors' }],
  }),
];

/** The side navigation's links to screens, for getNavItems. */
export const SCREEN_NAV_LINKS = SCREENS.flatMap((entry) => (entry.navigation ?? []).map((place) => ({ ...place, to: entry.path })));

/** The signed-in frame's module under src/app/routes. */
export const APP_LAYOUT_FILE = 'app-layout';

/** The modules a screen draws with, as the build names them (relative to apps/web). */
export const screenModules = (entry: Screen): string[] => [
  ...(entry.isSignedIn ? [`src/app/routes/${APP_LAYOUT_FILE}.tsx`] : []),
  `src/app/routes/${entry.file}.tsx`,
];
