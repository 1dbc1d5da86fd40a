/**
 * Each language's catalogue is one file for translators (catalogues/<code>.json) and two downloads
 * for the browser: the texts of the public screens, which /login loads, and those of the signed-in
 * app, which the signed-in frame loads. The first segment of a key ("login.title") names its part.
 */
export type CataloguePart = 'public' | 'app';

/** Namespaces the public screens (login, registration, token links, cookie banner) use. */
const PUBLIC_NAMESPACES = new Set(['common', 'language', 'login', 'register', 'account', 'cookie', 'footer', 'validation', 'errors', 'offline']);

export const partOfKey = (key: string): CataloguePart => (PUBLIC_NAMESPACES.has(key.split('.')[0] ?? '') ? 'public' : 'app');
