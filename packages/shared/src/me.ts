import { z } from 'zod';
import { AgentIdSchema } from './agents';
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
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
