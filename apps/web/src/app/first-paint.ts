import { chatFirstPaintMarkup } from './chat-first-paint.ts';
import type { ScreenIntro } from './screen-intros.ts';
import { APP_LAYOUT_FILE, type Screen } from './screens.ts';

// The screens import their words from screen-intros.ts, not from here: this module also brings
// the chat page's first paint and its imports (the validation library), which /login must not load.

/** The chat (/ai): its frame comes from chat-first-paint.ts, with a script of its own. */
export const CHAT_SCREEN_FILE = 'ai';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The logo as components/cephalo-logo.tsx draws it `height` px high (a page cannot run the component). */
const logoSvg = (height: number) =>
  `<svg viewBox="0 0 160 40" height="${height}" width="${height * 4}" role="img" aria-label="Cephalo" style="display:block;max-width:100%">` +
  '<circle cx="20" cy="20" r="18" fill="#1e7f49"></circle>' +
  '<path d="M8 21h5l3-6 4.5 12 4-9 2.5 3H32" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"></path>' +
  '<text x="46" y="28.5" textLength="110" lengthAdjust="spacingAndGlyphs" fill="#0d4626" ' +
  'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, \'Helvetica Neue\', Arial, sans-serif" font-size="25" font-weight="700">Cephalo</text></svg>';

const introMarkup = (intro: ScreenIntro) =>
  `<h1 class="first-paint-title">${escapeHtml(intro.title)}</h1><p class="first-paint-intro">${escapeHtml(intro.intro)}</p>`;

/**
 * A public screen's first paint: PublicLayout's logo and card (routes/public-layout.tsx) with the
 * screen's heading and intro where its Stack puts them; the form appears below them, in the card,
 * when the app runs, so nothing above it moves.
 */
const publicFirstPaint = (intro: ScreenIntro) =>
  `<main class="public-page first-paint-public"><div class="first-paint-public-column">` +
  `<div class="first-paint-public-logo">${logoSvg(40)}</div>` +
  `<div class="first-paint-public-card">${introMarkup(intro)}</div></div></main>`;

/**
 * The first paint of a screen inside <div id="root">. A signed-in screen: the frame's header bar
 * with the logo where AppShell puts it (the classes of components/frame-loading.tsx, global.css)
 * and, for screens with a firstPaintIntro, the heading and intro where the screen draws them. A
 * public screen with one: its card (publicFirstPaint). The chat: its frame (chat-first-paint.ts).
 * React replaces it when the frame and the screen are ready (main.tsx waits for their code), so
 * nothing shifts. Other screens get nothing.
 */
export const firstPaintMarkup = (screen: Screen): string | null => {
  // A screen's firstPaintIntro (screens.ts): a heading and intro that depend on no one and no data.
  // Of the public screens only /login has one, the first screen of nearly every visit (its largest
  // paint waited for the app: Lighthouse 94-96); the others show what their link or role says.
  const intro = screen.firstPaintIntro;
  if (!screen.isSignedIn) return intro ? publicFirstPaint(intro) : null;
  if (screen.file === APP_LAYOUT_FILE) return null;
  let content = intro ? `<div class="first-paint-content">${introMarkup(intro)}</div>` : '';
  // The chat's frame, filled in by its page's script (chat-first-paint.ts).
  if (screen.file === CHAT_SCREEN_FILE) content = chatFirstPaintMarkup();
  return `<header class="frame-loading-header">${logoSvg(32)}</header><div class="frame-loading-main">${content}</div>`;
};
