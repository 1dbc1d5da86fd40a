/**
 * Assistant ids of the specification: 1 migraine, 2 dementia. Kept apart from the schemas (no
 * zod here), so the web app can read a stored session before it loads the validation library.
 */
export const MIGRAINE_AGENT_ID = 1;
export const DEMENTIA_AGENT_ID = 2;
export const AGENT_IDS = [MIGRAINE_AGENT_ID, DEMENTIA_AGENT_ID] as const;
