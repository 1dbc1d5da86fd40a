import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getNavItems, navMenuOf, type NavContext, type NavMenu } from '../features/navigation/nav-items';
import { routes } from './router';
import { guardRedirect, type GuardRule } from './routes/guard-rules';
import { SCREEN_NAV_LINKS, SCREENS, type Screen } from './screens';

/**
 * CONTRIBUTING's "Adding a screen": a screen is one entry of the registry (screens.ts) plus its
 * module; the router, its guard, the preload of the first load and the side navigation follow.
 */
const VISITORS = {
  anonymous: { isAuthenticated: false, role: null },
  patient: { isAuthenticated: true, role: 'USER' },
  doctor: { isAuthenticated: true, role: 'DOCTOR' },
  admin: { isAuthenticated: true, role: 'CLINIC_ADMIN' },
} as const;

/** An address of the screen: `:name` filled in. */
const addressOf = (screen: Screen) => screen.path.replace(/:[A-Za-z]+/g, 'USER');

interface Handle {
  preload?: () => Promise<unknown>;
  rule?: GuardRule;
}
const branchOf = (screen: Screen) =>
  (matchRoutes(routes, addressOf(screen)) ?? []).map(({ route }) => ({ path: route.path, handle: route.handle as Handle | undefined }));
const guardsOf = (screen: Screen) => branchOf(screen).flatMap(({ handle }) => (handle?.rule ? [handle.rule] : []));

describe('the screen registry', () => {
  it('names each address once, with a module routes/<first path segment>.tsx', () => {
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) expect(fs.existsSync(path.join(import.meta.dirname, 'routes', `${screen.file}.tsx`)), screen.path).toBe(true);
  });

  it('makes every screen routable: its address reaches its own route, not the not-found one', () => {
    for (const screen of SCREENS) {
      const last = branchOf(screen).at(-1);
      expect(last?.path, screen.path).toBe(screen.path.slice(1));
      expect(last?.handle?.preload, screen.path).toBeTypeOf('function');
    }
  });

  it('preloads and draws the component its module exports', async () => {
    for (const screen of SCREENS) {
      const module = (await import(`./routes/${screen.file}.tsx`)) as Record<string, unknown>;
      expect(Object.values(module), screen.path).toContain(await screen.load());
    }
  });

  it('guards every screen with its rule, in the frame the rule implies', () => {
    for (const screen of SCREENS) {
      expect(guardsOf(screen), screen.path).toEqual(screen.guard === 'anyone' ? [] : [screen.guard]);
      const frameHasPreload = branchOf(screen).some(({ path: routePath, handle }) => routePath === undefined && handle?.preload !== undefined);
      expect(frameHasPreload, `${screen.path} is in the signed-in frame`).toBe(screen.isSignedIn);
    }
  });

  it('turns away from each screen exactly the visitors its guard turns away', () => {
    for (const screen of SCREENS) {
      for (const [name, visitor] of Object.entries(VISITORS)) {
        const firstRedirect =
          guardsOf(screen)
            .map((rule) => guardRedirect(rule, visitor))
            .find((to) => to !== null) ?? null;
        const expected = screen.guard === 'anyone' ? null : guardRedirect(screen.guard, visitor);
        expect(firstRedirect, `${name} on ${screen.path}`).toBe(expected);
        if (screen.isSignedIn && name === 'anonymous') expect(firstRedirect, screen.path).toBe('/login');
        if (screen.guard === 'signed-out' && name !== 'anonymous') expect(firstRedirect, screen.path).not.toBeNull();
      }
    }
  });

  it('has a browser journey that opens each screen by its address', () => {
    const e2eDir = path.join(import.meta.dirname, '../../e2e');
    const journeys = fs
      .readdirSync(e2eDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(e2eDir, file), 'utf8'));
    for (const screen of SCREENS) {
      const address = new RegExp(`['"\`]${screen.path.replace(/\/:[A-Za-z]+/g, '')}(?![\\w-])`);
      expect(
        journeys.some((source) => address.test(source)),
        `no journey in apps/web/e2e mentions ${screen.path}`,
      ).toBe(true);
    }
  });
});

describe('the side navigation built from the registry', () => {
  const contextOf = (visitor: (typeof VISITORS)[keyof typeof VISITORS]): NavContext => ({
    ...visitor,
    plan: 'Premium',
    agentId: 1,
    contactEmail: 'clinic@example.test',
  });
  const MENUS: [NavMenu, (typeof VISITORS)[keyof typeof VISITORS]][] = [
    ['signed-out', VISITORS.anonymous],
    ['patient', VISITORS.patient],
    ['doctor', VISITORS.doctor],
    ['clinic-admin', VISITORS.admin],
  ];

  it('lists the entries of each role exactly as the specification does (section 2)', () => {
    const labels = (visitor: (typeof VISITORS)[keyof typeof VISITORS]) => getNavItems(contextOf(visitor), SCREEN_NAV_LINKS).map((item) => item.label);
    expect(labels(VISITORS.anonymous)).toEqual(['Login']);
    expect(labels(VISITORS.admin)).toEqual(['Clinic', 'Patients', 'Doctors', 'Logout']);
    expect(labels(VISITORS.doctor)).toEqual(['Chat', 'Patients', 'Profile', 'Choose Agent', 'Logout']);
    expect(labels(VISITORS.patient)).toEqual(['Companion', 'Diary', 'Calendar', 'Profile', 'Join Clinical Trial', 'Choose Agent', 'Logout']);
    const links = (visitor: (typeof VISITORS)[keyof typeof VISITORS]) =>
      getNavItems(contextOf(visitor), SCREEN_NAV_LINKS).flatMap((item) => (item.kind === 'link' ? [item.to] : []));
    expect(links(VISITORS.patient)).toEqual(['/ai', '/diary', '/diary-history', '/profile', '/home']);
    expect(links(VISITORS.doctor)).toEqual(['/ai', '/patients', '/doctors', '/home']);
    expect(links(VISITORS.admin)).toEqual(['/clinic', '/clinic-patients', '/clinic-doctors']);
  });

  it('links each menu only to screens its visitor may open, each place once', () => {
    for (const [menu, visitor] of MENUS) {
      expect(navMenuOf(visitor)).toBe(menu);
      const entries = SCREEN_NAV_LINKS.filter((entry) => entry.menu === menu);
      expect(new Set(entries.map((entry) => entry.place)).size, menu).toBe(entries.length);
      for (const entry of entries) {
        const screen = SCREENS.find((candidate) => candidate.path === entry.to);
        expect(screen && (screen.guard === 'anyone' ? null : guardRedirect(screen.guard, visitor)), `${menu} -> ${entry.to}`).toBeNull();
      }
    }
  });

  it('puts every signed-in screen in the menu of each role its guard admits', () => {
    for (const screen of SCREENS.filter((candidate) => candidate.isSignedIn)) {
      for (const [menu, visitor] of MENUS) {
        const isAdmitted = guardRedirect(screen.guard as GuardRule, visitor) === null;
        const isInMenu = SCREEN_NAV_LINKS.some((entry) => entry.menu === menu && entry.to === (screen.navigationVia ?? screen.path));
        expect(isInMenu, `${screen.path} in the ${menu} menu`).toBe(isAdmitted);
      }
    }
  });
});
