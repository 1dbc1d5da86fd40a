import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconBolt, IconBrain, IconLock } from '@tabler/icons-react';
import { MIGRAINE_AGENT_ID } from '@cephalo/shared/agents';
import type { AgentDescription } from '../agent-catalog';
import classes from './agent-card.module.css';
import { useSourceText } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

interface AgentCardProps {
  agent: AgentDescription;
  isIncludedInPlan: boolean;
  isSelected: boolean;
  onChoose: () => void;
}

export function AgentCard({ agent, isIncludedInPlan, isSelected, onChoose }: AgentCardProps) {
  const AgentIcon = agent.id === MIGRAINE_AGENT_ID ? IconBolt : IconBrain;
  const t = useT();
  const sourceText = useSourceText();
  return (
    <UnstyledButton className={classes.card} onClick={onChoose} disabled={!isIncludedInPlan} mod={{ selected: isSelected }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <span className={classes.icon}>
          <AgentIcon size={26} stroke={1.6} aria-hidden />
        </span>
        {isSelected && (
          <Badge variant="light" color="cephalo" radius="sm" tt="none" fw={600}>
            {t('agents.current')}
          </Badge>
        )}
      </Group>
      <Text component="span" fw={650} fz="xl" c={isIncludedInPlan ? 'cephalo.9' : 'gray.8'}>
        {sourceText('agent', agent.name)}
      </Text>
      <Group gap="xs" component="span">
        {agent.capabilities.map((capability) => (
          <Badge key={capability} component="span" variant="light" color={isIncludedInPlan ? 'cephalo' : 'gray'} radius="xl" tt="none" fw={500} size="lg">
            {sourceText('agent', capability)}
          </Badge>
        ))}
      </Group>
      {!isIncludedInPlan && (
        <Group gap={6} wrap="nowrap" component="span">
          <IconLock size={16} aria-hidden />
          <Text component="span" size="sm" c="var(--mantine-color-text)">
            {t('agents.notInPlan')}
          </Text>
        </Group>
      )}
    </UnstyledButton>
  );
}
