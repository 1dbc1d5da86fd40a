import { Button, Card, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

interface LoadErrorProps {
  /** The sentence to show, e.g. "Your profile could not be loaded." */
  title: string;
  isRetrying: boolean;
  onRetry: () => void;
}

/** Spec section 8 only logs a failed load; the screen still says so and offers a way on. */
export function LoadError({ title, isRetrying, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <Card withBorder padding="xl" radius="md">
      <EmptyState icon={<IconCloudOff aria-hidden />} title={title} description={t('errors.checkConnection')}>
        <EmptyState.Actions>
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} loading={isRetrying} onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
