import './app/mantine-styles';
import './app/global.css';
import { nextTask } from './lib/next-task';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

/** Resolves once the page has painted once (a frame, then a task); a tab in the background gets no frames, so the timer goes first there. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

/**
 * Issue 14 (Total Blocking Time on a phone): evaluating all of the app's start-up code at once was
 * one task of about 300 ms on a slow phone (React DOM, Mantine's CSS variables, the query client,
 * the route table). The boot evaluates it step by step, each step in a task of its own with the
 * thread free in between. The files of every step are fetched together from the start: the build
 * lists them in each page's preloads (build/screen-pages.ts), so a step waits for no download.
 */
async function boot(container: HTMLElement) {
  // The texts in the language chosen on this device (or the browser's), asked for first: the
  // catalogue's file depends on that choice, so no page can name it in advance (decision 029).
  const texts = import('./i18n/language-store').then(({ applyLanguage, initialLanguage }) => applyLanguage(initialLanguage()));
  // React DOM, then modules of the app: a library with many exports (Mantine) imported here would
  // be bundled whole; React DOM is one CommonJS module, whole either way.
  await import('react-dom/client');
  await nextTask();
  const { queryClient } = await import('./lib/query-client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  // The frame and the screen of the address are fetched at once (their pages preload them too).
  const { preloadFirstScreen } = await import('./app/router');
  await nextTask();
  const firstScreen = preloadFirstScreen(window.location);
  await nextTask();
  const { createAppRoot } = await import('./app/app-root');
  await nextTask();
  const root = createAppRoot(container);
  // The first render waits for that code: a screen's page already shows its first paint, drawn by
  // its components at build time (app/first-paint-render.tsx), which React then replaces by the
  // frame and screen in one commit, instead of by the loading frame first and the screen a moment
  // later (one render less on a slow phone). It also waits for the page to have painted once:
  // when the code is already there (cached), React would otherwise replace the first paint before
  // it is ever shown.
  await Promise.all([firstScreen, texts, afterFirstPaint()]);
  root.render();
  // The app shell is kept for offline starts (decision 026); after the first paint, off its path.
  const { keepShellAfterStart } = await import('./features/offline/keep-shell-after-start');
  await keepShellAfterStart(queryClient);
}

void boot(rootElement);
