import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { AgentId } from '@cephalo/shared/agents';
import type { Reference } from '@cephalo/shared/chat';
import { chatFailureTexts } from '@cephalo/shared/chat-failure-texts';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { DeferredModal } from '../../../components/deferred-modal';
import { PageTitle } from '../../../components/page-title';
import { useQuestionDates } from '../api/get-question-dates';
import { useQuestionsByDate } from '../api/get-questions-by-date';
import { useUsageLimit } from '../../../lib/get-usage-limit';
import { messagesFromExchanges, messagesFromQuestions } from '../chat-messages';
import { TODAY_LABEL, conversationDays, findToday, wordDays } from '../conversation-days';
import { useChatConversation, type SendOutcome } from '../hooks/use-chat-conversation';
import { useClinicalValidation } from '../hooks/use-clinical-validation';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { useFollowLatest } from '../hooks/use-follow-latest';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { useVoiceMode } from '../hooks/use-voice-mode';
import { localDayKey } from '../local-day';
import { ChatHome } from './chat-home';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SessionList } from './session-list';
import { VoiceComposer } from './voice-composer';
import classes from './chat-screen.module.css';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

// The delete confirmation's code (Mantine's modal, focus trap, scroll lock) loads when first asked.
const loadConfirmDeleteModal = async () => (await import('./confirm-delete-modal')).ConfirmDeleteModal;
// "Read more" likewise: the article dialog and its Markdown reader load when first opened.
const loadKnowledgeArticleModal = async () => (await import('./knowledge-article-modal')).KnowledgeArticleModal;

interface ChatScreenProps {
  /** Companion for patients, Chat for doctors (spec section 1). */
  title: string;
  agentId: AgentId;
  agentName: string;
  /** What the agent answers about, for the first hint ("headache and migraine"). */
  topic: string;
  /** Shown above the conversation until answered (the cookie-consent banner). */
  banner?: ReactNode;
  /** Beside the title: the patient's "Headache now" (issue 34, from the diary feature). */
  titleAction?: ReactNode;
  /** The weather panel of the home area, when there is one. */
  weatherPanel?: ReactNode;
  /** The weather sent with each message (spec section 3); null while there is none. */
  weather?: WeatherSnapshot | null;
  /**
   * The profile's chat answer language, for the failed-answer message and its Retry; until it is
   * known, or when it cannot be read, the texts are English.
   */
  answerLanguage?: string | undefined;
}

/** The chat (spec section 2): days, the day's messages or the greeting, the input and the footer. */
export function ChatScreen({ title, agentId, agentName, topic, banner, titleAction, weatherPanel, weather = null, answerLanguage }: ChatScreenProps) {
  const t = useT();
  const formats = useDateFormats();
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dayHeadingId = useId();
  const dayHeadingRef = useRef<HTMLHeadingElement>(null);

  const dates = useQuestionDates(agentId);
  const today = findToday(dates.data, localDayKey(new Date()));
  const days = wordDays(conversationDays(dates.data, today), today, { t, formats });
  // A chosen day that has since lost its last message falls back to today.
  const isChosenListed = chosenDate !== null && (dates.isPending || days.some((day) => day.date === chosenDate));
  const selectedDate = isChosenListed && chosenDate !== null ? chosenDate : today;
  const selectedDay = days.find((day) => day.date === selectedDate) ?? {
    date: today,
    label: formats.locale === 'en-GB' ? TODAY_LABEL : t('calendar.today'),
    hasMessages: false,
  };

  const questions = useQuestionsByDate(agentId, selectedDate);
  const conversation = useChatConversation(agentId, weather);
  const usage = useUsageLimit();
  const validation = useClinicalValidation({ onApproved: () => setAnnouncement(t('chat.announce.validated')) });
  const deletion = useDeleteConfirmation({
    agentId,
    onMessageDeleted: (questionId) => {
      conversation.forgetQuestion(questionId);
      setAnnouncement(t('chat.announce.messageDeleted'));
    },
    onDayDeleted: (day) => {
      if (day.date === today) conversation.clear();
      if (day.date === selectedDate) setChosenDate(null);
      setAnnouncement(t('chat.announce.dayDeleted', { day: day.label }));
    },
  });

  // The stored day's messages are made once per answer from the server, so the memoized
  // messages of a long day are not drawn again while a new answer streams in. The questions asked
  // in this visit (as one text, which a streaming chunk does not change) have new answers: their
  // advice is announced, and the list opens them at their beginning.
  const askedThisVisit = conversation.exchanges.flatMap((exchange) => (exchange.questionId === null ? [] : [exchange.questionId])).join(' ');
  const storedMessages = useMemo(() => messagesFromQuestions(questions.data ?? [], new Set(askedThisVisit.split(' '))), [questions.data, askedThisVisit]);
  const storedIds = useMemo(() => new Set((questions.data ?? []).map((question) => question.id)), [questions.data]);
  const messages = [...storedMessages, ...(selectedDate === today ? messagesFromExchanges(conversation.exchanges, storedIds) : [])];
  const latest = messages.at(-1);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const followLatest = useFollowLatest(
    scrollerRef,
    `${selectedDate}:${questions.status}:${messages.length}:${latest?.text.length ?? 0}:${latest?.author === 'ai' ? `${latest.phase}:${latest.references.length}` : ''}`,
    messages.length > 0,
    latest?.author === 'ai' && latest.isNew ? latest.key : null,
  );
  const failureTexts = chatFailureTexts(answerLanguage);

  const selectDay = (date: string) => {
    conversation.clear();
    setChosenDate(date);
    // A day opens at its latest exchange.
    followLatest();
  };

  const announceOutcome = (outcome: SendOutcome | null | undefined) => {
    if (outcome === 'answered') setAnnouncement(t('chat.announce.answered'));
    if (outcome === 'refused') setAnnouncement(t('chat.announce.refused'));
    if (outcome === 'failed') setAnnouncement(failureTexts.failed);
  };

  /** A new question belongs to today's conversation, whichever day was open. */
  const showTodayFor = () => {
    if (selectedDate !== today) selectDay(today);
    followLatest();
    setAnnouncement(t('chat.announce.sent'));
  };

  // Stable handlers: the composers are memoized, so the screen's renders while the day, the usage
  // and the weather load do not draw them again (where Mantine's autosize sizes the input, each
  // draw measures the page).
  const send = useStableHandler((message: string): boolean => {
    if (conversation.isSending || message.trim() === '') return false;
    showTodayFor();
    void conversation.send(message).then((outcome) => announceOutcome(outcome));
    return true;
  });

  const retry = useStableHandler((clientId: string) => {
    if (conversation.isSending) return;
    followLatest();
    setAnnouncement(t('chat.announce.sent'));
    void conversation.retry(clientId).then((outcome) => announceOutcome(outcome));
  });
  const requestValidation = useStableHandler((answerId: string) => {
    validation.requestValidation(answerId);
    setAnnouncement(t('chat.announce.validationRequested'));
  });
  const deleteQuestion = useStableHandler((questionId: string) => deletion.ask({ kind: 'message', questionId }));
  // The article stays named while its dialog closes, so the dialog does not go blank on its way out.
  const [article, setArticle] = useState<{ reference: Reference; isOpen: boolean } | null>(null);
  const readMore = useStableHandler((reference: Reference) => setArticle({ reference, isOpen: true }));

  const [inputMode, setInputMode] = useState<'text' | 'voice'>('text');
  const voice = useVoiceMode({
    ask: async (transcript) => {
      showTodayFor();
      const spoken = await conversation.sendSpoken(transcript);
      announceOutcome(spoken?.outcome);
      return spoken;
    },
  });
  const textInputRef = useRef<HTMLTextAreaElement>(null);
  const speakButtonRef = useRef<HTMLButtonElement>(null);
  /** Switching modes puts the keyboard on the first control of the other mode. */
  const switchInputMode = (mode: 'text' | 'voice') => {
    if (mode === 'text') voice.reset();
    flushSync(() => setInputMode(mode));
    (mode === 'text' ? textInputRef : speakButtonRef).current?.focus();
  };
  const openVoiceMode = useStableHandler(() => switchInputMode('voice'));
  const openTextMode = useStableHandler(() => switchInputMode('text'));
  const speak = useStableHandler(() => void voice.speak());
  const stopRecording = useStableHandler(() => voice.stop());
  const endPlayback = useStableHandler(() => voice.onPlaybackEnded());

  const usageHint = usage.data ? t('chat.usage', { used: usage.data.questions_count, limit: usage.data.monthly_limit }) : null;
  const isHome = selectedDate === today && questions.isSuccess && messages.length === 0;
  let content: ReactNode;
  if (questions.isPending && messages.length === 0) {
    content = (
      <Stack gap="md" aria-label={t('chat.loading')}>
        <Skeleton height={48} width="60%" ml="auto" radius="lg" />
        <Skeleton height={96} width="85%" radius="lg" />
      </Stack>
    );
  } else if (questions.isError && messages.length === 0) {
    content = <Text c="dimmed">{t('chat.notLoaded')}</Text>;
  } else if (isHome) {
    content = <ChatHome topic={topic} weatherPanel={weatherPanel} />;
  } else {
    content = (
      <MessageList
        messages={messages}
        validationStatusOf={validation.statusOf}
        onRequestValidation={requestValidation}
        onDeleteQuestion={deleteQuestion}
        failureTexts={failureTexts}
        isSending={conversation.isSending}
        onRetry={retry}
        onReadMore={readMore}
      />
    );
  }

  // Drawn in the conversation's header on wide screens, beside the days' button where the days fold
  // (each copy is hidden by its stylesheet where the other shows).
  const agentBadge = (
    <Badge variant="light" color="cephalo" c="cephalo.8" size="md" radius="sm" tt="none" fw={600} className={classes.agentName}>
      {agentName}
    </Badge>
  );

  return (
    <div className={classes.screen}>
      {/* One row even on a phone: the title and "Headache now"; the agent's name is in the conversation's header. */}
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <PageTitle>{title}</PageTitle>
        {titleAction}
      </Group>
      {banner}
      <div className={classes.layout}>
        <SessionList
          days={days}
          selectedDate={selectedDate}
          isLoading={dates.isPending}
          hasFailed={dates.isError}
          onSelect={selectDay}
          onDelete={(day) => deletion.ask({ kind: 'day', day })}
          besideToggle={agentBadge}
        />
        <section className={classes.conversation} aria-labelledby={dayHeadingId}>
          <div className={`${classes.conversationHeader} sr-only-below-lg`}>
            <Title order={2} id={dayHeadingId} ref={dayHeadingRef} tabIndex={-1} className={classes.dayHeading}>
              {selectedDay.label}
            </Title>
            {agentBadge}
          </div>
          {/* The messages scroll here, inside the conversation; the input below stays in view. */}
          <div ref={scrollerRef} className={classes.conversationBody} data-testid="message-scroller" tabIndex={0}>
            {content}
          </div>
          <MessageComposer
            hidden={inputMode !== 'text'}
            isSending={conversation.isSending}
            onSend={send}
            onVoiceMode={openVoiceMode}
            inputRef={textInputRef}
            usageHint={inputMode === 'text' ? usageHint : null}
          />
          <VoiceComposer
            hidden={inputMode !== 'voice'}
            phase={voice.phase}
            hasFailed={voice.hasFailed}
            recordingStartedAt={voice.recordingStartedAt}
            isSending={conversation.isSending}
            audioRef={voice.audioRef}
            onPlaybackEnded={endPlayback}
            onSpeak={speak}
            onStop={stopRecording}
            onTextMode={openTextMode}
            speakButtonRef={speakButtonRef}
            usageHint={inputMode === 'voice' ? usageHint : null}
          />
        </section>
      </div>
      <Text component="footer" size="sm" c="dimmed" ta="center" className={classes.footer}>
        {t('chat.footer')}
      </Text>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <DeferredModal
        load={loadConfirmDeleteModal}
        props={{
          opened: deletion.isOpen,
          title: deletion.deletion?.kind === 'day' ? t('chat.deleteDay') : t('chat.deleteMessage'),
          question: deletion.deletion?.kind === 'day' ? t('chat.deleteDayQuestion', { day: deletion.deletion.day.label }) : t('chat.deleteMessageQuestion'),
          isDeleting: deletion.isDeleting,
          errorText: deletion.errorText,
          onConfirm: deletion.confirm,
          onClose: deletion.cancel,
          onClosed: () => {
            // The deleted message took its button with it: continue from the conversation's heading.
            if (deletion.hasDeleted) dayHeadingRef.current?.focus();
          },
        }}
      />
      <DeferredModal
        load={loadKnowledgeArticleModal}
        props={{
          opened: article?.isOpen ?? false,
          reference: article?.reference ?? null,
          onClose: () => setArticle((shown) => shown && { ...shown, isOpen: false }),
        }}
      />
    </div>
  );
}
