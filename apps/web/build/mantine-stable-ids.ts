import type { Plugin } from 'vite';

/** Mantine's id hook, as its package ships it (@mantine/hooks/esm/use-id/use-id.mjs). */
const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * The same hook without its update after mount. React's useId is unique within the page and the
 * same on every render; Mantine's characters that are not word characters (React writes `_r_1_`
 * or `«r1»`) are dropped so that the id also works unescaped in a CSS selector.
 */
const STABLE_USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

/**
 * Issue 14 (Total Blocking Time): Mantine's useId draws a component with React's id, then
 * replaces it with a random one in a layout effect. Every NavLink, input, AppShell part and
 * menu of a screen therefore asked React for a synchronous second render right after the first
 * commit, and React ran all pending effects and that render in the commit's task: about 30 ms
 * at full speed on /ai, four times that on Lighthouse's phone. The random id only mattered to
 * React versions without useId. The build swaps the module for one that keeps React's id, and
 * fails when Mantine moves it, so an upgrade cannot drop the fix unnoticed. The dev server's
 * prebundled Mantine keeps the original hook; only the timing differs there.
 */
export function mantineStableIds(): Plugin {
  let isReplaced = false;
  return {
    name: 'cephalo-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID_MODULE.test(id.split('?')[0] ?? id)) return null;
      isReplaced = true;
      return STABLE_USE_ID_SOURCE;
    },
    buildEnd(error) {
      if (!error && !isReplaced)
        this.error('@mantine/hooks/esm/use-id/use-id.mjs was not in the build: update build/mantine-stable-ids.ts for this Mantine version');
    },
  };
}
