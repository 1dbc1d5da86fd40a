import { AGENT_IDS } from '@cephalo/shared/agent-ids';
import { AFTERNOON_STARTS_AT_HOUR, EVENING_STARTS_AT_HOUR, greetingFor } from '@cephalo/shared/greeting';
import { AGENT_CATALOG } from '../features/agents/agent-catalog';
import { FIRST_PAINT_ANSWER_KEY } from '../features/chat/api/first-paint-answer';
import { AGENT_TOPICS, CHAT_FOOTER, chatHomeIntro, chatTitleFor } from '../features/chat/chat-screen-texts';
import { CONSENT_COOKIE, CONSENT_MESSAGE } from '../features/cookie-consent/consent-cookie';
import { API_BASE } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/auth-storage';
import { CHAT_PAINT_DONE } from './load-after-first-paint';

/**
 * Issue 14 (Lighthouse on /ai, largest contentful paint): the chat's largest text is the home
 * area's greeting and first step, shown while today's conversation is empty. On a phone the app
 * needs seconds to load and start before it can draw them. The chat page (pages/ai.html) paints
 * the screen's frame from its HTML (chatFirstPaintMarkup) and one small same-origin script
 * (CHAT_FIRST_PAINT_SOURCE) fills in what depends on the person: the title by role, the agent,
 * the cookie banner until answered; then it asks for today's conversation itself and paints the
 * greeting only when that answer says the day is empty - the page never shows a greeting to a
 * day with messages. The app starts from the same answer (features/chat/api/first-paint-answer.ts)
 * and replaces the frame with the screen in the same places, so nothing moves.
 * Only phones (below 48em, one column without the side navigation) get the frame: there the app
 * is slowest, and one layout is enough to keep exact.
 */

/** What the page's script needs to know, written into it at build time (no imports in a page script). */
export interface ChatFirstPaintTexts {
  storage: { token: string; role: string; agentId: string };
  adminRole: string;
  doctorRole: string;
  titles: { doctor: string; other: string };
  agents: Record<string, { name: string; intro: string }>;
  greetings: { morning: string; afternoon: string; evening: string; afternoonHour: number; eveningHour: number };
  consentCookie: string;
  consentAnswers: string[];
  questionsPath: string;
  answerKey: string;
  doneEvent: string;
}

/** What runs in the browser (stringified into the page's script; plain ES2020, no imports). */
function paintChatFirst(texts: ChatFirstPaintTexts): void {
  // The page's loader holds the app's files back until this is done (load-after-first-paint.ts).
  const done = () => {
    (window as unknown as Record<string, unknown>)[texts.doneEvent] = true;
    window.dispatchEvent(new Event(texts.doneEvent));
  };
  const frame = document.querySelector<HTMLElement>('.fp-chat');
  if (!frame) return done();
  let token: string | null = null;
  let role: string | null = null;
  let agentId: string | null = null;
  try {
    token = window.localStorage.getItem(texts.storage.token);
    role = window.localStorage.getItem(texts.storage.role);
    agentId = window.localStorage.getItem(texts.storage.agentId);
  } catch {
    return done();
  }
  const agent = agentId === null ? undefined : texts.agents[agentId];
  // Whoever the chat does not admit as they are goes elsewhere when the app runs: nothing to paint.
  if (!token || !agent || role === texts.adminRole) return done();
  const fill = (slot: string, text: string) => {
    const element = frame.querySelector(`[data-slot="${slot}"]`);
    if (element) element.textContent = text;
  };
  const show = (slot: string) => frame.querySelector(`[data-slot="${slot}"]`)?.classList.add('fp-chat-shown');
  fill('title', role === texts.doctorRole ? texts.titles.doctor : texts.titles.other);
  fill('agent', agent.name);
  const isConsentAnswered = document.cookie.split(';').some((cookie) => {
    const [name, value] = cookie.trim().split('=');
    return name === texts.consentCookie && value !== undefined && texts.consentAnswers.includes(value);
  });
  if (!isConsentAnswered) show('banner');
  frame.classList.add('fp-chat-shown');

  // Today's conversation, asked as the app asks (its local day; this route needs no time zone).
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  const answer: { url: string; data?: unknown; at?: number } = { url: `${texts.questionsPath}${agentId}?date=${day}` };
  (window as unknown as Record<string, unknown>)[texts.answerKey] = answer;
  fetch(answer.url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((questions: unknown) => {
      if (!Array.isArray(questions)) return;
      answer.data = questions;
      answer.at = Date.now();
      // A day with messages: the app shows them; the frame stays as it is until then.
      if (questions.length > 0 || !frame.isConnected) return;
      const hour = new Date().getHours();
      const { greetings } = texts;
      fill('greeting', hour < greetings.afternoonHour ? greetings.morning : hour < greetings.eveningHour ? greetings.afternoon : greetings.evening);
      fill('intro', agent.intro);
      show('home');
    })
    .catch(() => undefined)
    .finally(done);
}

const CHAT_FIRST_PAINT_TEXTS: ChatFirstPaintTexts = {
  storage: { token: STORAGE_KEYS.token, role: STORAGE_KEYS.role, agentId: STORAGE_KEYS.agentId },
  adminRole: 'CLINIC_ADMIN',
  doctorRole: 'DOCTOR',
  titles: { doctor: chatTitleFor('DOCTOR'), other: chatTitleFor(null) },
  agents: Object.fromEntries(
    AGENT_IDS.map((id) => [String(id), { name: AGENT_CATALOG.find((agent) => agent.id === id)?.name ?? '', intro: chatHomeIntro(AGENT_TOPICS[id]) }]),
  ),
  greetings: {
    // The shared greeting's words, read at an hour of each part of the day.
    morning: greetingFor(new Date(2026, 0, 1, 0)),
    afternoon: greetingFor(new Date(2026, 0, 1, AFTERNOON_STARTS_AT_HOUR)),
    evening: greetingFor(new Date(2026, 0, 1, EVENING_STARTS_AT_HOUR)),
    afternoonHour: AFTERNOON_STARTS_AT_HOUR,
    eveningHour: EVENING_STARTS_AT_HOUR,
  },
  consentCookie: CONSENT_COOKIE,
  consentAnswers: ['true', 'false'],
  questionsPath: `${API_BASE}/questions-by-user/`,
  answerKey: FIRST_PAINT_ANSWER_KEY,
  doneEvent: CHAT_PAINT_DONE,
};

/** The page script's JavaScript. */
export const CHAT_FIRST_PAINT_SOURCE = `(${paintChatFirst.toString()})(${JSON.stringify(CHAT_FIRST_PAINT_TEXTS)});\n`;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The chat screen's frame below the header, as ChatScreen lays it out on a phone (global.css,
 * .fp-chat): title row, cookie banner, the folded list of days, today's conversation with the
 * home area, the input's place and the footer. Hidden until the script shows it; the buttons are
 * shapes, not controls (the app's own appear in their places).
 */
export const chatFirstPaintMarkup = (): string =>
  '<div class="fp-chat-main"><div class="fp-chat" aria-hidden="true">' +
  '<div class="fp-chat-title-row"><h1 class="fp-chat-title" data-slot="title"></h1><span class="fp-chat-badge" data-slot="agent"></span></div>' +
  '<section class="fp-chat-banner" data-slot="banner"><div class="fp-chat-banner-row">' +
  `<div class="fp-chat-banner-message"><span class="fp-chat-banner-icon"></span><p>${escapeHtml(CONSENT_MESSAGE)}</p></div>` +
  '<div class="fp-chat-banner-actions"><span class="fp-chat-button">Decline</span><span class="fp-chat-button fp-chat-button-primary">Accept</span></div>' +
  '</div></section>' +
  '<div class="fp-chat-layout">' +
  '<div class="fp-chat-days"><span class="fp-chat-days-title">Conversations</span><span class="fp-chat-days-today">Today</span></div>' +
  '<div class="fp-chat-conversation"><div class="fp-chat-conversation-header"><h2>Today</h2></div>' +
  '<div class="fp-chat-conversation-body"><div class="fp-chat-home" data-slot="home"><h3 data-slot="greeting"></h3><p data-slot="intro"></p></div></div>' +
  '<div class="fp-chat-composer"><div class="fp-chat-composer-row"><span class="fp-chat-input">Describe your symptoms...</span>' +
  '<span class="fp-chat-voice"></span><span class="fp-chat-send">Send</span></div><div class="fp-chat-composer-hint"></div></div>' +
  '</div></div>' +
  `<p class="fp-chat-footer">${escapeHtml(CHAT_FOOTER)}</p>` +
  '</div></div>';
