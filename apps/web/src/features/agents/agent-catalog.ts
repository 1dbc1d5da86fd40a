import { DEMENTIA_AGENT_ID, MIGRAINE_AGENT_ID, type AgentId } from '@cephalo/shared/agents';

export interface AgentDescription {
  id: AgentId;
  name: string;
  capabilities: string[];
}

/** The two assistants and their chips, word for word from the specification (section 2). */
export const AGENT_CATALOG: AgentDescription[] = [
  {
    id: MIGRAINE_AGENT_ID,
    name: 'Migraine Agent',
    capabilities: ['Diagnosis', 'Question answering', 'User-diary', 'Prediction'],
  },
  {
    id: DEMENTIA_AGENT_ID,
    name: 'Dementia Agent',
    capabilities: ['Feature diagnosis', 'Question answering'],
  },
];
