import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PLAN_NAMES, PlanNameSchema } from '@cephalo/shared/plans';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { FormErrorAlert } from '../../../components/form-error-alert';
import type { NewRegistrationKey } from '../api/create-registration-key';

const KeyRoleSchema = z.enum(['USER', 'DOCTOR']);
const KeyFormSchema = z.object({
  role: KeyRoleSchema,
  plan: PlanNameSchema,
  expires_in_days: z.number('Expires in (days) is a required field').int().min(1, 'At least 1 day').max(365, 'At most 365 days'),
  uses: z.number('Number of uses is a required field').int().min(1, 'At least 1 use').max(1000, 'At most 1000 uses'),
});
type KeyFormValues = z.infer<typeof KeyFormSchema>;

const ROLE_OPTIONS = [
  { value: 'USER', label: 'Patient' },
  { value: 'DOCTOR', label: 'Doctor' },
];

interface CreateKeyModalProps {
  opened: boolean;
  isSaving: boolean;
  saveError: unknown;
  onSave: (key: NewRegistrationKey) => void;
  onClose: () => void;
}

function CreateKeyForm({ isSaving, saveError, onSave, onClose }: Omit<CreateKeyModalProps, 'opened'>) {
  const { control, handleSubmit } = useForm<KeyFormValues>({
    resolver: zodResolver(KeyFormSchema),
    defaultValues: { role: 'USER', plan: 'Premium', expires_in_days: 30, uses: 1 },
  });
  const submit = handleSubmit((form) => onSave(form));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ControlledSelect
            control={control}
            name="role"
            label="Role"
            description="Who can register with it."
            data={ROLE_OPTIONS}
            toValue={(role) => KeyRoleSchema.catch('USER').parse(role)}
            data-autofocus
          />
          <ControlledSelect
            control={control}
            name="plan"
            label="Plan"
            description="The plan of the new account."
            data={PLAN_NAMES}
            toValue={(plan) => PlanNameSchema.catch('Premium').parse(plan)}
          />
          <ControlledNumberInput control={control} name="expires_in_days" label="Expires in (days)" min={1} max={365} />
          <ControlledNumberInput control={control} name="uses" label="Number of uses" description="How many accounts it can open." min={1} max={1000} />
        </SimpleGrid>
        {saveError != null && (
          <FormErrorAlert title="The key was not created" error={saveError} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Role, plan, expiry and number of uses of a new registration key. */
export function CreateKeyModal({ opened, onClose, ...formProps }: CreateKeyModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create registration key" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <CreateKeyForm onClose={onClose} {...formProps} />
    </Modal>
  );
}
