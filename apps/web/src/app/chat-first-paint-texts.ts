import { AGENT_IDS } from '@cephalo/shared/agent-ids';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import { AFTERNOON_STARTS_AT_HOUR, EVENING_STARTS_AT_HOUR, greetingFor } from '@cephalo/shared/greeting';
import { DIARY_LOCKED_PLANS } from '@cephalo/shared/plans';
import { AGENT_CATALOG } from '../features/agents/agent-catalog';
import { FIRST_PAINT_ANSWER_KEY } from '../features/chat/api/first-paint-answer';
import { CONSENT_COOKIE } from '../features/cookie-consent/consent-cookie';
import { sourceTextIn } from '../i18n/field-message';
import { i18n, t } from '../i18n/i18n';
import { API_BASE } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/auth-storage';
import type { ChatFirstPaintTexts } from './chat-first-paint';
import { CHAT_SLOTS } from './chat-first-paint-slots';
import { CHAT_PAINT_DONE } from './load-after-first-paint';

/**
 * The chat page script's words in the language active now, as the app words them (routes/ai.tsx:
 * the title by role, the agent's name and topic; the greeting of the hour; the cookie banner's
 * name). The build's renderer asks for them in each language it draws the pages in
 * (first-paint-render.tsx), and each language's chat page gets its own script.
 */
export function chatFirstPaintTexts(): ChatFirstPaintTexts {
  const sourceText = sourceTextIn(i18n);
  return {
    slots: CHAT_SLOTS,
    storage: { token: STORAGE_KEYS.token, role: STORAGE_KEYS.role, agentId: STORAGE_KEYS.agentId, plan: STORAGE_KEYS.plan },
    adminRole: 'CLINIC_ADMIN',
    doctorRole: 'DOCTOR',
    titles: { doctor: t('nav.Chat'), other: t('nav.Companion') },
    agents: Object.fromEntries(
      AGENT_IDS.map((id) => [
        String(id),
        { name: sourceText('agent', AGENT_CATALOG.find((agent) => agent.id === id)?.name ?? ''), topic: t(`chat.topic.${id}`) },
      ]),
    ),
    titleActionAgentId: String(MIGRAINE_AGENT_ID),
    diaryLockedPlans: [...DIARY_LOCKED_PLANS],
    greetings: {
      // The shared greeting's words, read at an hour of each part of the day.
      morning: sourceText('greeting', greetingFor(new Date(2026, 0, 1, 0))),
      afternoon: sourceText('greeting', greetingFor(new Date(2026, 0, 1, AFTERNOON_STARTS_AT_HOUR))),
      evening: sourceText('greeting', greetingFor(new Date(2026, 0, 1, EVENING_STARTS_AT_HOUR))),
      afternoonHour: AFTERNOON_STARTS_AT_HOUR,
      eveningHour: EVENING_STARTS_AT_HOUR,
    },
    consentCookie: CONSENT_COOKIE,
    consentAnswers: ['true', 'false'],
    consentLabel: t('cookie.label'),
    questionsPath: `${API_BASE}/questions-by-user/`,
    answerKey: FIRST_PAINT_ANSWER_KEY,
    doneEvent: CHAT_PAINT_DONE,
  };
}
