import { describe, expect, it } from 'vitest';
import { firstPaintMarkup } from './first-paint';
import { DIARY_HISTORY_INTRO, LOGIN_INTRO } from './screen-intros';
import { withFirstPaint } from './first-paint-pages';
import { CHAT_PAINT_DONE, LOADER_SOURCE, withAppAfterFirstPaint } from './load-after-first-paint';
import { SCREENS, type Screen } from './screens';

const screenOf = (file: string): Screen => {
  const screen = SCREENS.find((candidate) => candidate.file === file);
  if (!screen) throw new Error(`no screen ${file}`);
  return screen;
};

const PAGE = '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('the first paint written into a screen page', () => {
  it('draws the signed-in frame with the heading and intro the diary history screen shows', () => {
    const markup = firstPaintMarkup(screenOf('diary-history'));
    expect(markup).toMatch(/^<header class="frame-loading-header"><svg [^>]*aria-label="Cephalo"/);
    expect(markup).toContain('<h1 class="first-paint-title">Diary history</h1>');
    expect(markup).toContain(`<p class="first-paint-intro">${DIARY_HISTORY_INTRO.intro}</p>`);
  });

  it('draws only the frame for a signed-in screen whose words depend on the user or on data', () => {
    const markup = firstPaintMarkup(screenOf('profile'));
    expect(markup).toContain('<header class="frame-loading-header">');
    expect(markup).toMatch(/<div class="frame-loading-main"><\/div>$/);
    expect(markup).not.toContain('<h1');
  });

  it('paints the login card with the words the login screen shows, and leaves the other public screens empty', () => {
    const login = firstPaintMarkup(screenOf('login'));
    expect(login).toMatch(/^<main class="public-page first-paint-public">/);
    expect(login).toContain('<svg viewBox="0 0 160 40" height="40" width="160"');
    expect(login).toContain(`<h1 class="first-paint-title">${LOGIN_INTRO.title}</h1><p class="first-paint-intro">${LOGIN_INTRO.intro}</p>`);
    expect(login).not.toContain('frame-loading');
    const otherPublicScreens = SCREENS.filter((screen) => !screen.isSignedIn && screen.file !== 'login');
    expect(otherPublicScreens.map((screen) => screen.file)).toContain('register');
    for (const screen of otherPublicScreens) expect(firstPaintMarkup(screen)).toBeNull();
  });

  it('puts the markup inside the root element and nowhere else', () => {
    const page = withFirstPaint(PAGE, '<header>x</header>');
    expect(page).toBe(PAGE.replace('<div id="root"></div>', '<div id="root"><header>x</header></div>'));
    expect(withFirstPaint(PAGE, null)).toBe(PAGE);
    expect(() => withFirstPaint('<div id="root">taken</div>', '<header>x</header>')).toThrow(/empty <div id="root">/);
  });
});

describe('a page with a first paint asks for the app after painting it', () => {
  const BUILT =
    '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/screen-4.js">\n  </head>\n  <body>\n    <div id="root">x</div>\n  </body>';

  it('moves the module script and the preloads into the loader, keeping the stylesheet', () => {
    const page = withAppAfterFirstPaint(BUILT, '/assets/load-5.js');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(page).toContain(
      '<script src="/assets/load-5.js" async data-entry="/assets/index-1.js" data-preload="/assets/react-2.js /assets/screen-4.js"></script>\n  </body>',
    );
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => withAppAfterFirstPaint('<body></body>', '/l.js')).toThrow(/one module script/);
  });

  it('the loader requests the app and its preloads once a frame has been painted, a few per task', () => {
    type Element = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string };
    const tasks: Element[][] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const messages: (() => void)[] = [];
    const preloads = Array.from({ length: 8 }, (_, index) => `/assets/chunk-${index}.js`);
    class FakeMessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    const context = {
      document: {
        currentScript: { dataset: { entry: '/assets/index-1.js', preload: preloads.join(' ') } },
        createElement: (tag: string) => ({ tag }),
        head: { append: (...elements: Element[]) => tasks.push(elements) },
        querySelector: () => null,
      },
      window: {},
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      MessageChannel: FakeMessageChannel,
    };
    new Function(...Object.keys(context), LOADER_SOURCE)(...Object.values(context));
    expect(tasks).toHaveLength(0);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    while (messages.length > 0) messages.shift()?.();
    expect(tasks.map((task) => task.length)).toEqual([6, 3]);
    expect(tasks.flat()).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
      ...preloads.map((href) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href })),
    ]);
  });

  it('on the chat page, waits for its script to finish its first paint (or a second) before asking for the app', () => {
    const appended: unknown[][] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { callback: () => void; delay: number }[] = [];
    const context = {
      document: {
        currentScript: { dataset: { entry: '/assets/index-1.js', preload: '' } },
        createElement: (tag: string) => ({ tag }),
        head: { append: (...elements: unknown[]) => appended.push(elements) },
        querySelector: (selector: string) => (selector === '.fp-chat' ? {} : null),
      },
      window: { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
      MessageChannel: class {
        port1 = { onmessage: null };
        port2 = { postMessage: () => undefined };
      },
    };
    new Function(...Object.keys(context), LOADER_SOURCE)(...Object.values(context));
    expect(timers.map((timer) => timer.delay)).toEqual([1000]);
    expect(Object.keys(listeners)).toEqual([CHAT_PAINT_DONE]);
    listeners[CHAT_PAINT_DONE]?.();
    timers.filter((timer) => timer.delay < 1000).forEach((timer) => timer.callback());
    expect(appended).toHaveLength(1);
    // The second's timer, later, asks nothing more.
    timers.find((timer) => timer.delay === 1000)?.callback();
    expect(appended).toHaveLength(1);
  });
});
