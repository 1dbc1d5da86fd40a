import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LAYOUT_FILE, SCREEN_ROUTES } from './screen-routes';

const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

/** router.tsx's screens: `screen('<path>', <Component>)` and `lazyScreen(() => import('./routes/<file>'), '<Component>')`. */
const routerScreens = () => {
  const fileOf = new Map([...router.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('\.\/routes\/([\w-]+)'\)/g)].map(([, component = '', file = '']) => [component, file]));
  // The screens after the signed-in frame's route are its children.
  const signedInFrom = router.indexOf('<AppLayout />');
  return [...router.matchAll(/screen\('([^']+)', (\w+)\)/g)].map(({ 1: routePath = '', 2: component = '', index }) => ({
    path: `/${routePath}`,
    file: fileOf.get(component),
    isSignedIn: index > signedInFrom,
  }));
};

describe('the screen table of the build and the benchmark', () => {
  it('names the screens of the router, with their modules and frames', () => {
    expect(SCREEN_ROUTES).toEqual(routerScreens());
  });

  it('names route modules that exist', () => {
    for (const file of [APP_LAYOUT_FILE, ...SCREEN_ROUTES.map((screen) => screen.file)]) {
      expect(fs.existsSync(path.join(import.meta.dirname, 'routes', `${file}.tsx`)), file).toBe(true);
    }
  });
});
