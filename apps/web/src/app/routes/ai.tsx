import { Navigate } from 'react-router';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import { AGENT_CATALOG } from '../../features/agents/agent-catalog';
import { AGENT_TOPICS, chatTitleFor } from '../../features/chat/chat-screen-texts';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { CookieConsentBanner } from '../../features/cookie-consent/components/cookie-consent-banner';
import { HeadacheNow } from '../../features/diary/components/headache-now';
import { useChatAnswerLanguage } from '../../features/profile/hooks/use-chat-answer-language';
import { WeatherHomePanel } from '../../features/weather/components/weather-home-panel';
import { useAuth } from '../../lib/auth-storage';
import { useWeatherSnapshot } from '../../features/weather/api/weather-queries';

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
  if (agentId === null) return <Navigate to="/home" replace />;
  const agentName = AGENT_CATALOG.find((agent) => agent.id === agentId)?.name ?? '';
  return (
    <ChatScreen
      // A new agent is a new conversation: nothing of the other agent's state may stay.
      key={agentId}
      title={chatTitleFor(role)}
      agentId={agentId}
      agentName={agentName}
      topic={AGENT_TOPICS[agentId]}
      banner={<CookieConsentBanner />}
      // Issue 34: a patient with the migraine agent logs an attack from here (the diary's own lock hides it).
      titleAction={role !== 'DOCTOR' && agentId === MIGRAINE_AGENT_ID ? <HeadacheNow isCompact /> : undefined}
      weatherPanel={<WeatherHomePanel />}
      weather={weather}
      answerLanguage={answerLanguage}
    />
  );
}
