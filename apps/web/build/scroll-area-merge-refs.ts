import type { Plugin } from 'vite';

/** Mantine's ScrollArea, as its package ships it (@mantine/core/esm/components/ScrollArea/ScrollArea.mjs). */
const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_UI_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';
/** The same hook from @mantine/hooks, which every screen loads already (an array of refs in, one callback ref out). */
const MANTINE_MERGED_REF = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';

/**
 * Route budgets (issue 14: at most 250 kB of gzipped JavaScript a route): Mantine's ScrollArea takes
 * one small hook, useMergeRefs, from @floating-ui/react, a package bundled as one module, so every
 * screen with a Table, a Modal or a ScrollArea downloaded all of floating-ui (15.5 kB gzipped) for
 * it. The build gives ScrollArea Mantine's own useMergedRef instead, which does the same (calls each
 * ref with the node, and their cleanups), and fails when Mantine changes the import, so an upgrade
 * cannot drop the fix unnoticed. Popovers, menus and tooltips still use floating-ui itself.
 */
export function scrollAreaMergeRefs(): Plugin {
  let isReplaced = false;
  return {
    name: 'cephalo-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLL_AREA_MODULE.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(FLOATING_UI_IMPORT)) this.error(`${id} no longer imports useMergeRefs as build/scroll-area-merge-refs.ts expects: update it`);
      isReplaced = true;
      return { code: code.replace(FLOATING_UI_IMPORT, MANTINE_MERGED_REF), map: null };
    },
    buildEnd(error) {
      if (!error && !isReplaced) this.error('Mantine ScrollArea was not in the build: update build/scroll-area-merge-refs.ts for this Mantine version');
    },
  };
}
