import { z } from 'zod';

/** The 18 answer languages offered by the chat language picker (spec section 3). */
export const CHAT_LANGUAGES = [
  'English',
  'Serbian',
  'Croatian',
  'Slovenian',
  'Bosnian',
  'Macedonian',
  'Greek',
  'Bulgarian',
  'Romanian',
  'Hungarian',
  'Russian',
  'Spanish',
  'French',
  'Deutsch',
  'Italian',
  'Portuguese',
  'Chinese',
  'Japanese',
] as const;
export const ChatLanguageSchema = z.enum(CHAT_LANGUAGES);
export type ChatLanguage = z.infer<typeof ChatLanguageSchema>;
export const DEFAULT_CHAT_LANGUAGE: ChatLanguage = 'English';
