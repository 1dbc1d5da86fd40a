// Without zod: the web app's language picker and store read the list on /login, whose first
// download must not carry the validation library (issue 14, decision 029).

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
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
