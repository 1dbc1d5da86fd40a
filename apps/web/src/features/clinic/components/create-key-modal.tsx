import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { REGISTRATION_KEY_DAYS, REGISTRATION_KEY_USES } from '@cephalo/shared/clinic';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { SaveForm } from '../../../components/form/save-form';
import { FormModal } from '../../../components/form-modal';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import type { NewRegistrationKey } from '../api/create-registration-key';
import { PLAN_CHOICE } from '../plan-choice';
import { KeyFormSchema, KeyRoleSchema, emptyKeyForm, type KeyFormValues } from '../registration-key-form-values';

/** Who can register with a key; an unknown pick is read as a patient. */
const ROLE_CHOICE = {
  label: 'Role',
  data: [
    { value: 'USER', label: 'Patient' },
    { value: 'DOCTOR', label: 'Doctor' },
  ],
  toValue: (role: string | null) => KeyRoleSchema.catch('USER').parse(role),
};

type CreateKeyModalProps = SaveDialogProps<NewRegistrationKey>;

function CreateKeyForm({ isSaving, saveError, onSave, onClose }: Omit<CreateKeyModalProps, 'opened'>) {
  const { control, handleSubmit } = useForm<KeyFormValues>({
    resolver: zodResolver(KeyFormSchema),
    defaultValues: emptyKeyForm(),
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(form))}
      submitLabel="Create key"
      isSaving={isSaving}
      onCancel={onClose}
      refusal={saveError != null ? { title: 'The key was not created', error: saveError } : null}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ControlledSelect control={control} name="role" description="Who can register with it." {...ROLE_CHOICE} data-autofocus />
        <ControlledSelect control={control} name="plan" description="The plan of the new account." {...PLAN_CHOICE} />
        <ControlledNumberInput
          control={control}
          name="expires_in_days"
          label="Expires in (days)"
          min={REGISTRATION_KEY_DAYS.min}
          max={REGISTRATION_KEY_DAYS.max}
        />
        <ControlledNumberInput
          control={control}
          name="uses"
          label="Number of uses"
          description="How many accounts it can open."
          min={REGISTRATION_KEY_USES.min}
          max={REGISTRATION_KEY_USES.max}
        />
      </SimpleGrid>
    </SaveForm>
  );
}

/** Role, plan, expiry and number of uses of a new registration key. */
export function CreateKeyModal({ opened, onClose, ...formProps }: CreateKeyModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create registration key">
      <CreateKeyForm onClose={onClose} {...formProps} />
    </FormModal>
  );
}
