import { QuestionListSchema, type Question } from '@cephalo/shared/chat';

/**
 * Today's conversation as the chat page asked for it before the app ran (app/chat-first-paint.ts:
 * the page paints the greeting from it when the day is empty). The app starts from that answer
 * instead of asking again, so its first render shows what the page already shows.
 */
export const FIRST_PAINT_ANSWER_KEY = 'cephaloChatFirstPaint';

export interface FirstPaintAnswer {
  /** The address asked, as the app spells it (/api/questions-by-user/{agent}?date=...). */
  url: string;
  /** The answer's JSON once it came (validated here, not in the page). */
  data?: unknown;
  /** Date.now() when it came. */
  at?: number;
}

let taken: { url: string; at: number } | null = null;

/** The page's answer for `url`, once, validated; undefined when there is none (yet). */
export const takeFirstPaintAnswer = (url: string): Question[] | undefined => {
  const holder = window as unknown as Record<string, FirstPaintAnswer | undefined>;
  const answer = holder[FIRST_PAINT_ANSWER_KEY];
  if (answer?.url !== url || answer.data === undefined || answer.at === undefined) return undefined;
  holder[FIRST_PAINT_ANSWER_KEY] = undefined;
  const parsed = QuestionListSchema.safeParse(answer.data);
  if (!parsed.success) return undefined;
  taken = { url, at: answer.at };
  return parsed.data;
};

/** When the answer taken for `url` came (TanStack Query asks right after the data). */
export const firstPaintAnswerTime = (url: string): number => (taken?.url === url ? taken.at : Date.now());
