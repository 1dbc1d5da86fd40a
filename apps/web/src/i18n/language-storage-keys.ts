/** The interface language chosen on this device, and whether it was set apart from the chat language (kept at logout). */
export const LANGUAGE_STORAGE_KEY = 'interface_language';
export const LANGUAGE_SEPARATE_STORAGE_KEY = 'interface_language_separate';
/** A language picked while linked, for the profile's chat language once someone is signed in. */
export const CHAT_LANGUAGE_SYNC_STORAGE_KEY = 'interface_language_to_chat';
/** A language picked on this device, for the profile's interface language (the server's e-mails, messages, PDF) once someone is signed in. */
export const PROFILE_LANGUAGE_SYNC_STORAGE_KEY = 'interface_language_to_profile';
