/**
 * Issue 14 (Lighthouse on /ai, largest contentful paint): the chat's largest text is the home
 * area's greeting and first step, shown while today's conversation is empty. The chat's page holds
 * ChatScreen as the build drew it (routes/ai.tsx, AiFirstPaint), hidden, with slots for what
 * depends on the person. This small same-origin script fills them in: the title by role, the
 * agent's name and topic, "Headache now" only for a patient of the migraine agent with the diary,
 * the cookie banner only until answered; then it asks for today's
 * conversation itself and shows the greeting only when that answer says the day is empty - the
 * page never greets a day with messages. The app starts from the same answer
 * (features/chat/api/first-paint-answer.ts) and draws the same screen in the same places.
 * Only words are written here; every element, class and style is the components'.
 */

/**
 * What the page's script needs to know, written into it at build time (no imports in a page
 * script), the words in the page's language: each language's page has its own script.
 */
export interface ChatFirstPaintTexts {
  slots: { title: string; agent: string; topic: string; titleAction: string };
  storage: { token: string; role: string; agentId: string; plan: string };
  adminRole: string;
  doctorRole: string;
  titles: { doctor: string; other: string };
  agents: Record<string, { name: string; topic: string }>;
  /** "Headache now": for a patient with this agent whose plan includes the diary (routes/ai.tsx, HeadacheNow). */
  titleActionAgentId: string;
  diaryLockedPlans: string[];
  greetings: { morning: string; afternoon: string; evening: string; afternoonHour: number; eveningHour: number };
  consentCookie: string;
  consentAnswers: string[];
  /** The cookie banner's name for screen readers, by which the script finds it. */
  consentLabel: string;
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
  const chat = document.querySelector<HTMLElement>('[data-first-paint="chat"]');
  if (!chat) return done();
  let token: string | null = null;
  let role: string | null = null;
  let agentId: string | null = null;
  let plan: string | null = null;
  try {
    token = window.localStorage.getItem(texts.storage.token);
    role = window.localStorage.getItem(texts.storage.role);
    agentId = window.localStorage.getItem(texts.storage.agentId);
    plan = window.localStorage.getItem(texts.storage.plan);
  } catch {
    return done();
  }
  const agent = agentId === null ? undefined : texts.agents[agentId];
  // Whoever the chat does not admit as they are goes elsewhere when the app runs: nothing to paint.
  if (!token || !agent || role === texts.adminRole) return done();
  const words: Record<string, string> = {
    [texts.slots.title]: role === texts.doctorRole ? texts.titles.doctor : texts.titles.other,
    [texts.slots.agent]: agent.name,
    [texts.slots.topic]: agent.topic,
  };
  const slots = document.createTreeWalker(chat, NodeFilter.SHOW_TEXT);
  for (let node = slots.nextNode(); node; node = slots.nextNode()) {
    for (const [slot, word] of Object.entries(words)) if (node.nodeValue?.includes(slot)) node.nodeValue = node.nodeValue.replace(slot, word);
  }
  const isConsentAnswered = document.cookie.split(';').some((cookie) => {
    const [name, value] = cookie.trim().split('=');
    return name === texts.consentCookie && value !== undefined && texts.consentAnswers.includes(value);
  });
  if (isConsentAnswered) chat.querySelector(`section[aria-label=${JSON.stringify(texts.consentLabel)}]`)?.remove();
  const hasTitleAction = role !== texts.doctorRole && agentId === texts.titleActionAgentId && plan !== null && !texts.diaryLockedPlans.includes(plan);
  if (!hasTitleAction) chat.querySelector(`[data-first-paint-slot="${texts.slots.titleAction}"]`)?.remove();
  // The conversation's area stays empty until the day's answer says what belongs there.
  const home = chat.querySelector<HTMLElement>('[data-testid="message-scroller"]');
  if (home) home.style.visibility = 'hidden';
  chat.hidden = false;

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
      // A day with messages: the app shows them; the area stays empty until then.
      if (questions.length > 0 || !home?.isConnected) return;
      const hour = new Date().getHours();
      const { greetings } = texts;
      const greeting = home.querySelector('h3');
      if (greeting)
        greeting.textContent = hour < greetings.afternoonHour ? greetings.morning : hour < greetings.eveningHour ? greetings.afternoon : greetings.evening;
      home.style.visibility = '';
    })
    .catch(() => undefined)
    .finally(done);
}

/** The page script's JavaScript, with the words of one language (chat-first-paint-texts.ts; one file a language). */
export const chatFirstPaintSource = (texts: ChatFirstPaintTexts): string => `(${paintChatFirst.toString()})(${JSON.stringify(texts)});\n`;
