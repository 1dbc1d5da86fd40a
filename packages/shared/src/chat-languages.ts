import { z } from 'zod';
import { CHAT_LANGUAGES } from './chat-language-list';

// The list itself lives without zod (chat-language-list.ts); its schema and default are here.
export { CHAT_LANGUAGES };
export const ChatLanguageSchema = z.enum(CHAT_LANGUAGES);
export type ChatLanguage = z.infer<typeof ChatLanguageSchema>;
export const DEFAULT_CHAT_LANGUAGE: ChatLanguage = 'English';
