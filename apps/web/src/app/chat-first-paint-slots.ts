/**
 * The words of the chat's first paint that depend on the person: the build draws ChatScreen with
 * these in their places (routes/ai.tsx, AiFirstPaint) and the page's script puts the person's
 * words there (chat-first-paint.ts). Plain text, so React writes them as they are.
 */
export const CHAT_SLOTS = {
  title: '[[title]]',
  agent: '[[agent]]',
  topic: '[[topic]]',
  /** Not a word: the data-first-paint-slot of "Headache now", which the script removes for whom the app leaves it out. */
  titleAction: 'title-action',
} as const;
