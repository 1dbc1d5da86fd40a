import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import { AGENT_CATALOG } from '../../features/agents/agent-catalog';
import { chatQueryKeys } from '../../features/chat/api/chat-query-keys';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { localDayKey } from '../../features/chat/local-day';
import { CookieConsentBanner } from '../../features/cookie-consent/components/cookie-consent-banner';
import { HeadacheNow, HeadacheNowControls } from '../../features/diary/components/headache-now';
import { useChatAnswerLanguage } from '../../features/profile/hooks/use-chat-answer-language';
import { WeatherHomePanel } from '../../features/weather/components/weather-home-panel';
import { useAuth } from '../../lib/auth-storage';
import { useWeatherSnapshot } from '../../features/weather/api/weather-queries';
import { CHAT_SLOTS } from '../chat-first-paint-slots';
import { useSourceText } from '../../i18n/field-message';
import { useT } from '../../i18n/use-t';

/**
 * /ai: the chat with the agent chosen at /home. The assistant is called Chat for doctors and
 * Companion for patients (spec section 1); without a chosen agent the chooser comes first. The
 * home area shows the weather with its advice, and each message carries the weather snapshot.
 */
export function AiRoute() {
  const { role, agentId } = useAuth();
  // The weather the pill shows, sent with each message (spec section 3).
  const weather = useWeatherSnapshot();
  const answerLanguage = useChatAnswerLanguage();
  const t = useT();
  const sourceText = useSourceText();
  if (agentId === null) return <Navigate to="/home" replace />;
  const agentName = sourceText('agent', AGENT_CATALOG.find((agent) => agent.id === agentId)?.name ?? '');
  return (
    <ChatScreen
      // A new agent is a new conversation: nothing of the other agent's state may stay.
      key={agentId}
      title={t(role === 'DOCTOR' ? 'nav.Chat' : 'nav.Companion')}
      agentId={agentId}
      agentName={agentName}
      topic={t(`chat.topic.${agentId}`)}
      banner={<CookieConsentBanner />}
      // Issue 34: a patient with the migraine agent logs an attack from here (the diary's own lock hides it).
      titleAction={role !== 'DOCTOR' && agentId === MIGRAINE_AGENT_ID ? <HeadacheNow isCompact /> : undefined}
      weatherPanel={<WeatherHomePanel />}
      weather={weather}
      answerLanguage={answerLanguage}
    />
  );
}

/**
 * The chat as its page shows it before the app runs (screens.ts, firstPaint; drawn at build time by
 * first-paint-render.tsx): ChatScreen with today's conversation empty, the cookie banner, "Headache
 * now" and slots for the words that depend on the person, hidden until the page's script has
 * filled them in (chat-first-paint.ts). The app's first render draws the same screen in the same
 * places.
 */
export function AiFirstPaint() {
  const [queryClient] = useState(() => {
    const client = new QueryClient();
    // The day the app starts from (the page's answer, when it is empty); the days list still loads.
    client.setQueryData(chatQueryKeys.day(MIGRAINE_AGENT_ID, localDayKey(new Date())), []);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <div data-first-paint="chat" hidden>
        <ChatScreen
          title={CHAT_SLOTS.title}
          agentId={MIGRAINE_AGENT_ID}
          agentName={CHAT_SLOTS.agent}
          topic={CHAT_SLOTS.topic}
          banner={<CookieConsentBanner />}
          // Shown as the app shows it; the page's script takes it away from whom the app does not show it.
          titleAction={
            <div data-first-paint-slot={CHAT_SLOTS.titleAction}>
              <HeadacheNowControls isCompact />
            </div>
          }
        />
      </div>
    </QueryClientProvider>
  );
}
