import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AGENT_TOPICS, CHAT_FOOTER, chatHomeIntro } from '../features/chat/chat-screen-texts';
import { CONSENT_MESSAGE } from '../features/cookie-consent/consent-cookie';
import { CHAT_FIRST_PAINT_SOURCE, chatFirstPaintMarkup } from './chat-first-paint';
import { firstPaintMarkup } from './first-paint';
import { withPageScript } from './first-paint-pages';
import { SCREENS } from './screens';

/** An element of the fake page: its text and classes, all the script touches. */
class FakeElement {
  textContent = '';
  readonly classes = new Set<string>();
  readonly classList = { add: (name: string) => void this.classes.add(name) };
  constructor(readonly slots: Map<string, FakeElement> = new Map()) {}
  get isConnected() {
    return true;
  }
  querySelector(selector: string): FakeElement | null {
    const slot = /^\[data-slot="(\w+)"\]$/.exec(selector)?.[1];
    return slot ? (this.slots.get(slot) ?? null) : null;
  }
}

interface Visit {
  storage: Record<string, string>;
  cookie?: string;
  /** The answer of GET /api/questions-by-user/...; a number is a refused status. */
  answer: unknown;
  hour?: number;
}

/** Runs the page's script in a context with a fake page, storage and fetch; returns what it painted. */
async function runPageScript({ storage, cookie = '', answer, hour = 9 }: Visit) {
  const slots = new Map(['title', 'agent', 'banner', 'home', 'greeting', 'intro'].map((name) => [name, new FakeElement()]));
  const frame = new FakeElement(slots);
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const RealDate = Date;
  const context: Record<string, unknown> = {
    document: { cookie, querySelector: (selector: string) => (selector === '.fp-chat' ? frame : null) },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, headers: init.headers });
      return Promise.resolve(typeof answer === 'number' ? { ok: false, status: answer } : { ok: true, json: () => Promise.resolve(answer) });
    },
    Date: class extends RealDate {
      constructor(...args: [] | [number | string]) {
        if (args.length === 0) super(2026, 10, 23, hour, 30);
        else super(args[0]);
      }
    },
    String,
    Array,
  };
  const events: string[] = [];
  context.Event = class {
    constructor(readonly type: string) {}
  };
  context.window = { localStorage: { getItem: (key: string) => storage[key] ?? null }, dispatchEvent: (event: { type: string }) => events.push(event.type) };
  vm.runInNewContext(CHAT_FIRST_PAINT_SOURCE, context);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const text = (slot: string) => slots.get(slot)?.textContent;
  const shown = (slot: string) => slots.get(slot)?.classes.has('fp-chat-shown') ?? false;
  return {
    isFrameShown: frame.classes.has('fp-chat-shown'),
    title: text('title'),
    agent: text('agent'),
    isBannerShown: shown('banner'),
    isHomeShown: shown('home'),
    greeting: text('greeting'),
    intro: text('intro'),
    requests,
    /** The loader's signal that the app's files may come now. */
    isDone: events.length === 1 && (context.window as Record<string, unknown>).cephaloChatPaintDone === true,
    handoff: (context.window as Record<string, unknown>).cephaloChatFirstPaint as { url: string; data?: unknown } | undefined,
  };
}

const PATIENT = { token: 'a-token', role: 'USER', agentId: '1' };

describe('the chat page script (first paint of /ai on a phone)', () => {
  it("paints a patient's frame, the cookie banner and, for an empty day, the greeting by the hour", async () => {
    const painted = await runPageScript({ storage: PATIENT, answer: [], hour: 15 });
    expect(painted).toMatchObject({
      isFrameShown: true,
      title: 'Companion',
      agent: 'Migraine Agent',
      isBannerShown: true,
      isHomeShown: true,
      greeting: 'Good afternoon',
    });
    expect(painted.intro).toBe(chatHomeIntro(AGENT_TOPICS[1]));
    expect(painted.requests).toEqual([
      { url: '/api/questions-by-user/1?date=2026-11-23', headers: { Authorization: 'Bearer a-token', Accept: 'application/json' } },
    ]);
    expect(painted.handoff).toMatchObject({ url: '/api/questions-by-user/1?date=2026-11-23', data: [] });
    expect(painted.isDone).toBe(true);
  });

  it('follows the shared greeting hours and the agent chosen, and calls the assistant Chat for a doctor', async () => {
    expect((await runPageScript({ storage: PATIENT, answer: [], hour: 11 })).greeting).toBe('Good morning');
    expect((await runPageScript({ storage: PATIENT, answer: [], hour: 18 })).greeting).toBe('Good evening');
    const doctor = await runPageScript({ storage: { ...PATIENT, role: 'DOCTOR', agentId: '2' }, answer: [] });
    expect(doctor).toMatchObject({ title: 'Chat', agent: 'Dementia Agent', intro: chatHomeIntro(AGENT_TOPICS[2]) });
  });

  it('never greets a day that has messages, or one it could not read', async () => {
    for (const answer of [[{ id: 'q1' }], 401, { detail: 'not a list' }]) {
      const painted = await runPageScript({ storage: PATIENT, answer });
      expect(painted.isFrameShown).toBe(true);
      expect(painted.isHomeShown).toBe(false);
      expect(painted.greeting).toBe('');
      expect(painted.isDone).toBe(true);
    }
  });

  it('leaves the banner away once the consent cookie holds an answer', async () => {
    expect((await runPageScript({ storage: PATIENT, cookie: 'x=1; gdpr-consent=false', answer: [] })).isBannerShown).toBe(false);
    expect((await runPageScript({ storage: PATIENT, cookie: 'gdpr-consent=true', answer: [] })).isBannerShown).toBe(false);
    expect((await runPageScript({ storage: PATIENT, cookie: 'gdpr-consent=maybe', answer: [] })).isBannerShown).toBe(true);
  });

  it('paints nothing and asks nothing for someone the chat sends elsewhere', async () => {
    for (const storage of [
      {} as Record<string, string>,
      { ...PATIENT, token: '' },
      { ...PATIENT, agentId: '3' },
      { token: 'a-token', role: 'USER' },
      { ...PATIENT, role: 'CLINIC_ADMIN' },
    ]) {
      const painted = await runPageScript({ storage, answer: [] });
      expect(painted.isFrameShown).toBe(false);
      expect(painted.requests).toEqual([]);
      expect(painted.isDone).toBe(true);
    }
  });
});

describe('the chat page', () => {
  it("has the frame with the screen's fixed words, below the signed-in header", () => {
    const chat = SCREENS.find((screen) => screen.file === 'ai');
    if (!chat) throw new Error('no chat screen');
    const markup = firstPaintMarkup(chat) ?? '';
    expect(markup).toMatch(/^<header class="frame-loading-header">/);
    expect(markup).toContain(`<div class="frame-loading-main">${chatFirstPaintMarkup()}</div>`);
    expect(markup).toContain(`<p class="fp-chat-footer">${CHAT_FOOTER}</p>`);
    expect(markup).toContain(`<p>${CONSENT_MESSAGE}</p>`);
    // Hidden from screen readers: the app's own screen replaces it.
    expect(markup).toContain('<div class="fp-chat" aria-hidden="true">');
  });

  it('gets its script before </body>, asynchronous', () => {
    expect(withPageScript('<body>\n  </body>', '/assets/chat-first-paint-1.js')).toBe(
      '<body>\n    <script src="/assets/chat-first-paint-1.js" async></script>\n  </body>',
    );
    expect(() => withPageScript('<body>', '/x.js')).toThrow(/no <\/body>/);
  });
});
