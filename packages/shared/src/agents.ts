import { z } from 'zod';

/** Assistant ids of the specification: 1 migraine, 2 dementia. */
export const MIGRAINE_AGENT_ID = 1;
export const DEMENTIA_AGENT_ID = 2;
export const AgentIdSchema = z.union([z.literal(MIGRAINE_AGENT_ID), z.literal(DEMENTIA_AGENT_ID)]);
export type AgentId = z.infer<typeof AgentIdSchema>;
export const ALL_AGENT_IDS: AgentId[] = [MIGRAINE_AGENT_ID, DEMENTIA_AGENT_ID];

/** Keeps the known assistant ids of a stored list (a plan row), dropping anything else. */
export const parseAgentIds = (ids: readonly number[]): AgentId[] =>
  ids.flatMap((id) => {
    const parsed = AgentIdSchema.safeParse(id);
    return parsed.success ? [parsed.data] : [];
  });
