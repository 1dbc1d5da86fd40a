/**
 * Issue 14 (first contentful paint on a phone): a signed-in screen's page paints its first paint
 * (first-paint-render.tsx) from the HTML and the stylesheet alone, but with the app's `<script
 * type="module">` and its 50-odd `modulepreload` links in <head> the browser also starts fetching
 * about 240 kB of JavaScript at once, which shares the phone's slow link with the stylesheet and
 * pushes the first paint back by a second or more (Lighthouse, simulated slow 4G: 2.6 s). On those
 * pages the build moves the app's files into the attributes of one small classic script, which
 * asks for them once the first paint is on screen (a frame, then a task). A page without a first
 * paint keeps its tags: there is nothing to show before the app.
 */

/** How many of the app's files the loader inserts per task. */
const FILES_PER_TASK = 6;

/** What runs in the browser (stringified into the loader file; plain ES2020, no imports). */
function requestAppAfterFirstPaint(loader: HTMLScriptElement | null, filesPerTask: number, CHAT_PAINT_DONE: string): void {
  if (!loader) return;
  const { entry = '', preload = '' } = loader.dataset;
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  const queue: HTMLElement[] = [app];
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    queue.push(link);
  }
  // Each inserted file starts a request, about a millisecond of the main thread on a slow phone:
  // a few per task, with the thread free in between (a message, not a timer: timers are clamped).
  const nextBatch = new MessageChannel();
  const insertBatch = () => {
    document.head.append(...queue.splice(0, filesPerTask));
    if (queue.length > 0) nextBatch.port2.postMessage(null);
  };
  nextBatch.port1.onmessage = insertBatch;
  let isRequested = false;
  const request = () => {
    if (isRequested) return;
    isRequested = true;
    insertBatch();
  };
  const afterFirstPaint = () => {
    requestAnimationFrame(() => setTimeout(request, 0));
    // A tab opened in the background gets no frames.
    setTimeout(request, 250);
  };
  // The chat page first asks for today's conversation to paint its greeting (chat-first-paint.ts):
  // one small request that would otherwise queue behind the app's 50-odd files on a phone's few
  // connections. The app's files follow once it is done, or after a second at the latest.
  const chatPaint = document.querySelector('[data-first-paint="chat"]');
  const holder = window as unknown as Record<string, unknown>;
  if (!chatPaint || holder[CHAT_PAINT_DONE] === true) {
    afterFirstPaint();
    return;
  }
  window.addEventListener(CHAT_PAINT_DONE, afterFirstPaint, { once: true });
  setTimeout(request, 1000);
}

/** The loader file's JavaScript. */
/**
 * The name of the window event (and flag) by which the chat page's script says its first paint is
 * done, painted or not (chat-first-paint.ts).
 */
export const CHAT_PAINT_DONE = 'cephaloChatPaintDone';

export const LOADER_SOURCE = `(${requestAppAfterFirstPaint.toString()})(document.currentScript, ${FILES_PER_TASK}, ${JSON.stringify(CHAT_PAINT_DONE)});\n`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its module script and module preloads replaced by the loader (`loaderPath`,
 * served from this origin: the Content-Security-Policy allows no inline script).
 */
export const withAppAfterFirstPaint = (html: string, loaderPath: string): string => {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`the page should have one module script, not ${entries.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script src="${loaderPath}" async data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `  ${loader}\n  </body>`);
};
