import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The folder of a workspace package, found the way Node finds the package itself: the same from
 * the TypeScript sources and from the compiled server bundle (apps/server/dist), whose files sit
 * at another depth. Node only (the web app never imports it).
 */
export const packageFolder = (name: '@cephalo/clinic' | '@cephalo/server') => path.dirname(require.resolve(`${name}/package.json`));
