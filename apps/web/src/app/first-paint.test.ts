import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE } from '../features/cookie-consent/consent-cookie';
import english from '../i18n/catalogues/en.json';
import japanese from '../i18n/catalogues/ja.json';
import serbian from '../i18n/catalogues/sr.json';
import { applyLanguage } from '../i18n/language-store';
import { chatFirstPaintSource } from './chat-first-paint';
import { CHAT_SLOTS } from './chat-first-paint-slots';
import { chatFirstPaintTexts } from './chat-first-paint-texts';
import { withFirstPaint, withPageLanguage, withPageScript } from './first-paint-pages';
import { renderFirstPaint } from './first-paint-render';
import { CHAT_PAINT_DONE, LOADER_SOURCE, withAppAfterFirstPaint } from './load-after-first-paint';
import { SCREENS } from './screens';

const PAGE = '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** The text of an element that has the attributes `attributes` (a regular expression's source). */
const textOf = (markup: string, tag: string, attributes = '[^>]*') => new RegExp(`<${tag}${attributes}>([^<]*)</${tag}>`).exec(markup)?.[1];

describe("the first paint drawn by the screens' components at build time", () => {
  it('draws the login screen in its card: heading, intro and the form with its labels, inert until the app runs', async () => {
    const login = (await renderFirstPaint('/login')) ?? '';
    expect(login).toMatch(/^<div inert style="display:contents">/);
    expect(login).toContain('<main class="public-page" id="main-content">');
    expect(textOf(login, 'h1')).toBe('Login to your account');
    expect(login).toContain('>Welcome back! Please enter your details.</p>');
    expect(textOf(login, 'label')).toBe('Email or Username');
    expect(login).toMatch(/<label [^>]*>Password<\/label>/);
    expect(login).toContain('<span class="m_811560b9 mantine-Button-label">Sign in</span>');
    expect(login).toContain('>Forgot password?</a>');
    // Mantine's theme (its CSS variables) comes with the markup: the page looks as the app will.
    expect(login).toContain('--mantine-color-cephalo-6: #1e7f49');
    // Nothing that the page's Content-Security-Policy refuses or that the app sets in <head>.
    expect(login).not.toMatch(/<script|<template|<title/);
  });

  it("draws the signed-in frame without navigation, with the diary history's heading", async () => {
    const history = (await renderFirstPaint('/diary-history')) ?? '';
    expect(history).toContain('mantine-AppShell-header');
    expect(history).toContain('aria-label="Open navigation"');
    expect(history).toMatch(/<nav [^>]*id="main-navigation"><\/nav>/);
    expect(textOf(history, 'h1')).toBe('Diary history');
    expect(history).toContain('>Your diary days, and the headache forecast and temperatures for the next five days.</p>');
  });

  it('draws only the frame for a signed-in screen whose words depend on the person or on data', async () => {
    const profile = (await renderFirstPaint('/profile')) ?? '';
    expect(profile).toContain('mantine-AppShell-main');
    expect(profile).toMatch(/<main [^>]*id="main-content" tabindex="-1"><\/main>/);
    expect(profile).not.toContain('<h1');
  });

  it('leaves the other public screens empty: what they show depends on their link', async () => {
    const others = SCREENS.filter((screen) => !screen.isSignedIn && screen.file !== 'login');
    expect(others.map((screen) => screen.file)).toContain('register');
    for (const screen of others) expect(await renderFirstPaint(screen.path)).toBeNull();
  });

  it('draws the chat hidden, with the slots its page script fills in, the cookie banner and the footer', async () => {
    const chat = (await renderFirstPaint('/ai')) ?? '';
    expect(chat).toContain('<div data-first-paint="chat" hidden="">');
    expect(textOf(chat, 'h1')).toBe(CHAT_SLOTS.title);
    expect(chat).toContain(`<span class="m_5add502a mantine-Badge-label">${CHAT_SLOTS.agent}</span>`);
    expect(chat).toContain(`ask a question about ${CHAT_SLOTS.topic}, and the AI Assistant`);
    expect(chat).toMatch(/<section [^>]*aria-label="Cookie consent">/);
    expect(chat).toContain(`>${CONSENT_MESSAGE}</p>`);
    expect(chat).toContain(`>${english['chat.footer']}</footer>`);
    expect(chat).toContain('placeholder="Describe your symptoms..."');
  });

  it('puts the markup inside the root element and nowhere else', () => {
    const page = withFirstPaint(PAGE, '<header>x</header>');
    expect(page).toBe(PAGE.replace('<div id="root"></div>', '<div id="root"><header>x</header></div>'));
    expect(withFirstPaint(PAGE, null)).toBe(PAGE);
    expect(() => withFirstPaint('<div id="root">taken</div>', '<header>x</header>')).toThrow(/empty <div id="root">/);
  });

  it('gives the chat page its script before </body>, asynchronous', () => {
    expect(withPageScript('<body>\n  </body>', '/assets/chat-first-paint-1.js')).toBe(
      '<body>\n    <script src="/assets/chat-first-paint-1.js" async></script>\n  </body>',
    );
    expect(() => withPageScript('<body>', '/x.js')).toThrow(/no <\/body>/);
  });
});

describe('the first paint in the reader language (issue 36, point 6)', () => {
  // The renderer switches the one Lingui instance; the other files of this worker expect English.
  afterAll(() => applyLanguage('en'));

  it.each([
    { code: 'sr', catalogue: serbian },
    { code: 'ja', catalogue: japanese },
  ] as const)('draws the login screen in $code: heading, intro, labels, button and links, with $code chosen in the picker', async ({ code, catalogue }) => {
    const login = (await renderFirstPaint('/login', code)) ?? '';
    expect(textOf(login, 'h1')).toBe(catalogue['login.title']);
    expect(login).toContain(`>${catalogue['login.intro']}</p>`);
    expect(textOf(login, 'label')).toBe(catalogue['login.username']);
    expect(login).toContain(`>${catalogue['login.signIn']}</span>`);
    expect(login).toContain(`>${catalogue['login.forgotPassword']}</a>`);
    expect(login).toMatch(new RegExp(`<option value="${code}" selected="">`));
    for (const words of [english['login.title'], english['login.intro'], english['login.signIn']]) expect(login).not.toContain(words);
  });

  it('draws the signed-in frame and the chat in the language, the chat page script with its words', async () => {
    const history = (await renderFirstPaint('/diary-history', 'sr')) ?? '';
    expect(textOf(history, 'h1')).toBe(serbian['calendar.title']);
    expect(history).toContain(`aria-label="${serbian['nav.open']}"`);
    const chat = (await renderFirstPaint('/ai', 'sr')) ?? '';
    expect(chat).toMatch(new RegExp(`<section [^>]*aria-label="${serbian['cookie.label']}">`));
    expect(chat).toContain(serbian['chat.homeIntro'].replace('{topic}', CHAT_SLOTS.topic));
    const texts = chatFirstPaintTexts();
    expect(texts.titles).toEqual({ doctor: serbian['nav.Chat'], other: serbian['nav.Companion'] });
    expect(texts.agents['1']).toEqual({ name: serbian['agent.Migraine Agent'], topic: serbian['chat.topic.1'] });
    expect(texts.greetings.morning).toBe(serbian['greeting.Good morning']);
    expect(texts.consentLabel).toBe(serbian['cookie.label']);
    expect(chatFirstPaintSource(texts)).toContain(JSON.stringify(serbian['nav.Companion']));
  });

  it("names the page's language in <html lang>", () => {
    expect(withPageLanguage('<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">', 'sr')).toBe(
      '<!doctype html>\n<html lang="sr" data-mantine-color-scheme="light">',
    );
    expect(() => withPageLanguage('<html>', 'ja')).toThrow(/<html lang/);
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
        querySelector: (selector: string) => (selector === '[data-first-paint="chat"]' ? {} : null),
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
