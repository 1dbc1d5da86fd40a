/**
 * The appearance chosen in the profile (System, Light or Dark; issue 34, point 7) is kept on this
 * device under this key, as Mantine writes it: "light", "dark" or "auto". It is not health data,
 * so a logout leaves it (auth-storage.ts). No imports: the pages' first-paint script reads it too
 * (app/color-scheme-first-paint.ts).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme';
