import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

export function ClinicProfileSkeleton() {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label={t('clinic.loadingProfile')}>
      <Group align="flex-start" gap="xl">
        <Skeleton height={112} width={112} radius="md" />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={26} width="50%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={56} width="40%" />
        </Stack>
      </Group>
    </Card>
  );
}
