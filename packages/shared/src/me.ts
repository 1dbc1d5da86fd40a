import { z } from 'zod';
import { personNameFieldSchema } from './account-fields';
import { AgentIdSchema } from './agents';
import { InterfaceLanguageCodeSchema } from './interface-language-schema';
import { RoleSchema } from './roles';

/**
 * GET /api/me: who the bearer is, for the app shell (navigation lock tooltip, agent chooser).
 * `contact_email` is the address the lock tooltip names: the clinic's, or the support address.
 */
export const MeResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: RoleSchema,
  plan: z.string(),
  ai_assistants: z.array(AgentIdSchema),
  includes_diary: z.boolean(),
  clinic_id: z.string().nullable(),
  contact_email: z.string(),
  /** The account has no first name or surname and was never asked: the app asks once after login (issue 35). */
  asks_for_name: z.boolean(),
  /** The language the server writes this person's e-mails, messages and PDF in (decision 030). */
  interface_language: InterfaceLanguageCodeSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** PUT /api/me/name: the answer to the one-time question (both names; the profile changes them later). */
export const NameAnswerSchema = z.object({
  name: personNameFieldSchema('first name'),
  surname: personNameFieldSchema('surname'),
});
export type NameAnswer = z.infer<typeof NameAnswerSchema>;

/**
 * PUT /api/me/interface-language: the language a signed-in person picked in the web app, for what
 * the server writes for them (decision 030). Every role: the clinic administrator, who has no
 * profile of their own, too.
 */
export const InterfaceLanguageChoiceSchema = z.object({ interface_language: InterfaceLanguageCodeSchema });
export type InterfaceLanguageChoice = z.infer<typeof InterfaceLanguageChoiceSchema>;
