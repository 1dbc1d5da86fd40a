import { Card, Grid, Skeleton, Stack } from '@mantine/core';

/** Spec section 2: the profile is shown only after it has loaded; until then, its outline. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Grid gap="lg" aria-busy="true" aria-label={label}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="sm">
            <Skeleton height={112} circle />
            <Skeleton height={22} width="60%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={36} width="50%" mt="sm" />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {[220, 120, 140].map((height) => (
            <Skeleton key={height} height={height} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
