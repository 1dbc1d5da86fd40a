import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { REGISTRATION_KEY_DAYS, REGISTRATION_KEY_USES } from '@cephalo/shared/clinic';
import { ControlledNumberInput } from '../../../components/form/controlled-number-input';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { SaveForm } from '../../../components/form/save-form';
import { saveDialog } from '../../../components/form/save-dialog';
import { useT, type Translate } from '../../../i18n/use-t';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import type { NewRegistrationKey } from '../api/create-registration-key';
import { planChoice } from '../plan-choice';
import { KeyFormSchema, KeyRoleSchema, emptyKeyForm, type KeyFormValues } from '../registration-key-form-values';

/** Who can register with a key; an unknown pick is read as a patient. */
const roleChoice = (t: Translate) => ({
  label: t('keys.role'),
  data: [
    { value: 'USER', label: t('role.patient') },
    { value: 'DOCTOR', label: t('role.doctor') },
  ],
  toValue: (role: string | null) => KeyRoleSchema.catch('USER').parse(role),
});

type CreateKeyModalProps = SaveDialogProps<NewRegistrationKey>;

function CreateKeyForm({ isSaving, saveError, onSave, onClose }: Omit<CreateKeyModalProps, 'opened'>) {
  const t = useT();
  const { control, handleSubmit } = useForm<KeyFormValues>({
    resolver: zodResolver(KeyFormSchema),
    defaultValues: emptyKeyForm(),
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(form))}
      submitLabel={t('keys.createKey')}
      isSaving={isSaving}
      onCancel={onClose}
      refusal={saveError != null ? { title: t('keys.notCreated'), error: saveError } : null}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ControlledSelect control={control} name="role" description={t('keys.roleHint')} {...roleChoice(t)} data-autofocus />
        <ControlledSelect control={control} name="plan" description={t('keys.planHint')} {...planChoice(t)} />
        <ControlledNumberInput
          control={control}
          name="expires_in_days"
          label={t('keys.expiresIn')}
          min={REGISTRATION_KEY_DAYS.min}
          max={REGISTRATION_KEY_DAYS.max}
        />
        <ControlledNumberInput
          control={control}
          name="uses"
          label={t('keys.uses')}
          description={t('keys.usesHint')}
          min={REGISTRATION_KEY_USES.min}
          max={REGISTRATION_KEY_USES.max}
        />
      </SimpleGrid>
    </SaveForm>
  );
}

/** Role, plan, expiry and number of uses of a new registration key. */
export const CreateKeyModal = saveDialog<CreateKeyModalProps>(CreateKeyForm, { title: 'keys.create' });
