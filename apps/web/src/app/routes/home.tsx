import { Container, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CephaloLogo } from '../../components/cephalo-logo';
import { PageTitle } from '../../components/page-title';
import { AgentChooser } from '../../features/agents/components/agent-chooser';
import { useT } from '../../i18n/use-t';

/** /home: the agent chooser (decisions.md); choosing an agent opens the chat at /ai. */
export function HomeRoute() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Container size={760} px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl" align="stretch">
        <Stack gap="sm" align="center">
          <PageTitle isVisuallyHidden>{t('nav.Choose Agent')}</PageTitle>
          <CephaloLogo height={48} />
          <Text size="lg" c="dimmed" ta="center">
            {t('agents.choose')}
          </Text>
        </Stack>
        <AgentChooser onChosen={() => void navigate('/ai')} />
      </Stack>
    </Container>
  );
}
