import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * The appearance chosen in the profile (System, Light or Dark; issue 34, point 7) is kept on this
 * device under this key. It is not health data, so a logout leaves it (auth-storage.ts).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme';

/** Mantine reads and writes the choice here; "auto" (no choice yet) follows the system setting. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
