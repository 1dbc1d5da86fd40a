import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from '@cephalo/shared/color-scheme-first-paint';

/** Mantine reads and writes the choice here; "auto" (no choice yet) follows the system setting. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
