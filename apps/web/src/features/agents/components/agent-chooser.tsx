import { SimpleGrid } from '@mantine/core';
import type { AgentId } from '@cephalo/shared/agents';
import { useAuth, saveAgentId } from '../../../lib/auth-storage';
import { AGENT_CATALOG } from '../agent-catalog';
import { AgentCard } from './agent-card';

interface AgentChooserProps {
  onChosen: (agentId: AgentId) => void;
}

/** The two agent cards; a card outside the stored plan's assistants cannot be chosen. */
export function AgentChooser({ onChosen }: AgentChooserProps) {
  const { aiAssistants, agentId } = useAuth();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {AGENT_CATALOG.map((agent) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          isIncludedInPlan={aiAssistants.includes(agent.id)}
          isSelected={agentId === agent.id}
          onChoose={() => {
            saveAgentId(agent.id);
            onChosen(agent.id);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
