import type { Plugin } from 'vite';

/** The AppShell sections that offset the scrollbar, as @mantine/core ships them (esm/components/AppShell/AppShell<Section>/AppShell<Section>.mjs). */
const APP_SHELL_SECTION_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/;
const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
/** The only use the sections make of it. */
const CLASS_NAME_USE = 'RemoveScroll.classNames.zeroRight';
/** The same class name from the package react-remove-scroll takes it from, through its entry point for constants only. */
const CLASS_NAME_ONLY =
  'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };';

/**
 * Route budgets (issue 14: at most 250 kB of gzipped JavaScript a route): Mantine's AppShell header,
 * footer and aside import react-remove-scroll's RemoveScroll (the component, its side car and the
 * scroll lock, 4.3 kB gzipped) only to read one class name, `RemoveScroll.classNames.zeroRight`, which
 * keeps fixed sections clear of the scrollbar while a modal locks the page. Every signed-in screen
 * downloaded the scroll lock with its frame. The build gives those sections the class name from
 * `react-remove-scroll-bar/constants`, where react-remove-scroll itself takes it, so the lock loads
 * with the first modal; and it fails when Mantine changes the import or uses more of RemoveScroll there.
 */
export function appShellScrollClassNames(): Plugin {
  let isReplaced = false;
  return {
    name: 'cephalo-app-shell-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!APP_SHELL_SECTION_MODULE.test(id.split('?')[0] ?? id)) return null;
      const rest = code.replace(REMOVE_SCROLL_IMPORT, '');
      if (rest === code || rest.split('RemoveScroll').length !== rest.split(CLASS_NAME_USE).length)
        this.error(`${id} no longer uses RemoveScroll as build/app-shell-scroll-class-names.ts expects (its class name alone): update it`);
      isReplaced = true;
      return { code: code.replace(REMOVE_SCROLL_IMPORT, CLASS_NAME_ONLY), map: null };
    },
    buildEnd(error) {
      if (!error && !isReplaced)
        this.error("Mantine's AppShell sections were not in the build: update build/app-shell-scroll-class-names.ts for this Mantine version");
    },
  };
}
