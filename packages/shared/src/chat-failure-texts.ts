import type { ChatLanguage } from './chat-languages';

/** What the AI bubble says when an answer did not arrive, and its Retry button. */
export interface ChatFailureTexts {
  /** The `lang` of the texts, for screen readers and hyphenation. */
  lang: string;
  failed: string;
  retry: string;
}

/**
 * The failed-send message of the chat in each chat language (decisions: "a failed chat send shows
 * a short error with Retry"). Source: our own translation of the English sentence, written for
 * this table; it is not from the specification, which names no such message.
 */
export const CHAT_FAILURE_TEXTS: Record<ChatLanguage, ChatFailureTexts> = {
  English: { lang: 'en', failed: 'The answer could not be completed. Please try again.', retry: 'Retry' },
  Serbian: { lang: 'sr-Latn', failed: 'Odgovor nije mogao da bude završen. Pokušajte ponovo.', retry: 'Pokušaj ponovo' },
  Croatian: { lang: 'hr', failed: 'Odgovor nije mogao biti dovršen. Pokušajte ponovno.', retry: 'Pokušaj ponovno' },
  Slovenian: { lang: 'sl', failed: 'Odgovora ni bilo mogoče dokončati. Poskusite znova.', retry: 'Poskusi znova' },
  Bosnian: { lang: 'bs', failed: 'Odgovor nije mogao biti završen. Pokušajte ponovo.', retry: 'Pokušaj ponovo' },
  Macedonian: { lang: 'mk', failed: 'Одговорот не можеше да се заврши. Обидете се повторно.', retry: 'Обиди се повторно' },
  Greek: { lang: 'el', failed: 'Η απάντηση δεν ολοκληρώθηκε. Δοκιμάστε ξανά.', retry: 'Δοκιμή ξανά' },
  Bulgarian: { lang: 'bg', failed: 'Отговорът не можа да бъде завършен. Опитайте отново.', retry: 'Опитай отново' },
  Romanian: { lang: 'ro', failed: 'Răspunsul nu a putut fi finalizat. Vă rugăm să încercați din nou.', retry: 'Reîncearcă' },
  Hungarian: { lang: 'hu', failed: 'A választ nem sikerült befejezni. Kérjük, próbálja újra.', retry: 'Újrapróbálás' },
  Russian: { lang: 'ru', failed: 'Не удалось завершить ответ. Попробуйте ещё раз.', retry: 'Повторить' },
  Spanish: { lang: 'es', failed: 'No se pudo completar la respuesta. Inténtelo de nuevo.', retry: 'Reintentar' },
  French: { lang: 'fr', failed: 'La réponse n’a pas pu être terminée. Veuillez réessayer.', retry: 'Réessayer' },
  Deutsch: { lang: 'de', failed: 'Die Antwort konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.', retry: 'Erneut versuchen' },
  Italian: { lang: 'it', failed: 'Non è stato possibile completare la risposta. Riprova.', retry: 'Riprova' },
  Portuguese: { lang: 'pt', failed: 'Não foi possível concluir a resposta. Tente novamente.', retry: 'Tentar novamente' },
  Chinese: { lang: 'zh', failed: '无法完成回答。请重试。', retry: '重试' },
  Japanese: { lang: 'ja', failed: '回答を完了できませんでした。もう一度お試しください。', retry: '再試行' },
};

/** The texts for a stored chat language; anything else (older data) falls back to English. */
export const chatFailureTexts = (language: string | null | undefined): ChatFailureTexts =>
  (language != null && Object.hasOwn(CHAT_FAILURE_TEXTS, language) ? CHAT_FAILURE_TEXTS[language as ChatLanguage] : null) ?? CHAT_FAILURE_TEXTS.English;
