import { z } from 'zod';
import { DEMENTIA_AGENT_ID, MIGRAINE_AGENT_ID } from './agent-ids';

export { DEMENTIA_AGENT_ID, MIGRAINE_AGENT_ID };
export const AgentIdSchema = z.union([z.literal(MIGRAINE_AGENT_ID), z.literal(DEMENTIA_AGENT_ID)]);
export type AgentId = z.infer<typeof AgentIdSchema>;
export const ALL_AGENT_IDS: AgentId[] = [MIGRAINE_AGENT_ID, DEMENTIA_AGENT_ID];

/** Keeps the known assistant ids of a stored list (a plan row), dropping anything else. */
export const parseAgentIds = (ids: readonly number[]): AgentId[] =>
  ids.flatMap((id) => {
    const parsed = AgentIdSchema.safeParse(id);
    return parsed.success ? [parsed.data] : [];
  });
