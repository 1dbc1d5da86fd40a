import { z } from 'zod';
import { AgentIdSchema } from './agents';
import { WeatherSnapshotSchema } from './weather-snapshot';
import { MAX_MESSAGE_WORDS, countWords } from './words';

/** POST /api/chat-stream (assistant 1) and /api/chat-stream-demen (assistant 2); also POST /api/predict. */
export const ChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'message must not be empty')
    .max(4000, 'message is too long')
    .refine((text) => countWords(text) <= MAX_MESSAGE_WORDS, `message must be at most ${MAX_MESSAGE_WORDS} words`),
  ai_assistant_id: AgentIdSchema,
  weather: WeatherSnapshotSchema.nullable().optional(),
  /**
   * Chosen by the browser for each question and sent again by its Retry: the server stores the
   * question under it, and a Retry of a question already being answered waits for that answer
   * instead of asking (and counting) it twice.
   */
  question_id: z.uuid('question_id must be a UUID').optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** Response headers of the chat stream: the ids under which the question and answer are stored. */
export const QUESTION_ID_HEADER = 'x-question-id';
export const ANSWER_ID_HEADER = 'x-answer-id';
/** Optional request header: the browser's IANA time zone, which decides a message's date. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * How urgent the care is that an answer advises (docs/decisions/019-answers-that-answer.md):
 * emergency now (call the emergency number), see a doctor today, book a visit soon.
 */
export const URGENCY_LEVELS = ['emergency', 'same-day', 'soon'] as const;
export const UrgencySchema = z.enum(URGENCY_LEVELS);
export type Urgency = z.infer<typeof UrgencySchema>;
/**
 * Response header of the chat stream, present when the answer opens with urgent-care advice: its
 * level. The advice is then the content's first paragraph (up to the first blank line): its title
 * on the first line, the advice on the next.
 */
export const ANSWER_URGENCY_HEADER = 'x-answer-urgency';

/** A knowledge-base entry an answer stands on, with its public sources. */
export const ReferenceSchema = z.object({
  id: z.string(),
  title: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type Reference = z.infer<typeof ReferenceSchema>;

export const AnswerSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_date: z.string(),
  created_time: z.string(),
  reference_list: z.array(ReferenceSchema),
  /** The level of the urgent-care advice the answer opens with; null when it has none. */
  urgency: UrgencySchema.nullable().default(null),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** GET /api/questions-by-user/{agentId}?date=yyyy-MM-dd: the questions of that day, oldest first. */
export const QuestionSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_date: z.string(),
  created_time: z.string(),
  answer: AnswerSchema.nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;
export const QuestionListSchema = z.array(QuestionSchema);

/** GET /api/questions-dates-grouped/{agentId}: date key (yyyy-MM-dd) to label, newest first. */
export const QuestionDatesSchema = z.record(z.string(), z.string());
export type QuestionDates = z.infer<typeof QuestionDatesSchema>;

export const IsoDateSchema = z.iso.date('date must be a date in the form yyyy-MM-dd');

/** GET /api/profile/limit */
export const UsageLimitSchema = z.object({
  plan_name: z.string(),
  questions_count: z.number().int(),
  monthly_limit: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
});
export type UsageLimit = z.infer<typeof UsageLimitSchema>;

/** GET /api/knowledge/{id}: a whole knowledge-base entry, behind an answer's "Read more". */
export const KnowledgeArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown: paragraphs, "- " bullet lists and **bold**. */
  body: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type KnowledgeArticle = z.infer<typeof KnowledgeArticleSchema>;
export const KnowledgeArticleParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a knowledge entry id')
    .max(100),
});
