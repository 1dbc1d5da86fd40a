import { PasswordInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { ClinicMember, NewClinicUser } from '@cephalo/shared/clinic';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { FormModal } from '../../../components/form-modal';
import type { MessageKey } from '../../../i18n/i18n';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import type { MemberKind } from '../api/get-clinic-members';
import { doctorOptions, NO_DOCTOR, toDoctorId } from '../doctor-options';
import { planChoice } from '../plan-choice';
import { NewMemberFormSchema, emptyNewMemberForm, formToNewMember } from '../new-member-form-values';

type AddMemberModalProps = SaveDialogProps<NewClinicUser> & {
  kind: MemberKind;
  /** The clinic's doctors, offered for a new patient. */
  doctors: ClinicMember[];
};

const TITLES: Record<MemberKind, { title: MessageKey; submit: MessageKey; refused: MessageKey }> = {
  patient: { title: 'clinic.patient.add', submit: 'clinic.patient.submit', refused: 'clinic.patient.notAdded' },
  doctor: { title: 'clinic.doctor.add', submit: 'clinic.doctor.submit', refused: 'clinic.doctor.notAdded' },
};

// The fields that show an error under them; a refused doctor or plan stays in the alert.
const MEMBER_FIELDS = ['email', 'username', 'password', 'name', 'surname', 'phone_number', 'bio'] as const;

function AddMemberForm({ kind, doctors, isSaving, saveError, onSave, onClose }: Omit<AddMemberModalProps, 'opened'>) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  // The server's refusal of a field shows under it; the alert is for the rest (a taken username).
  const { register, control, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: NewMemberFormSchema,
    defaultValues: emptyNewMemberForm(),
    saveError,
    serverFields: MEMBER_FIELDS,
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(formToNewMember(form, kind)))}
      submitLabel={t(TITLES[kind].submit)}
      isSaving={isSaving}
      onCancel={onClose}
      refusal={isAlertNeeded ? { title: t(TITLES[kind].refused), error: saveError } : null}
    >
      <TextInput
        label={t('common.email')}
        type="email"
        autoComplete="off"
        withAsterisk
        data-autofocus
        error={fieldMessage(errors.email?.message)}
        {...register('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('common.username')} autoComplete="off" withAsterisk error={fieldMessage(errors.username?.message)} {...register('username')} />
        <PasswordInput
          label={t('common.password')}
          visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
          autoComplete="new-password"
          withAsterisk
          description={t('clinic.passwordHint')}
          error={fieldMessage(errors.password?.message)}
          {...register('password')}
        />
        <TextInput label={t('profile.name')} autoComplete="off" error={fieldMessage(errors.name?.message)} {...register('name')} />
        <TextInput label={t('profile.surname')} autoComplete="off" error={fieldMessage(errors.surname?.message)} {...register('surname')} />
      </SimpleGrid>
      <TextInput
        label={t('profile.phoneNumber')}
        type="tel"
        autoComplete="off"
        error={fieldMessage(errors.phone_number?.message)}
        {...register('phone_number')}
      />
      <Textarea label={t('profile.bio')} autosize minRows={2} maxRows={6} error={fieldMessage(errors.bio?.message)} {...register('bio')} />
      {kind === 'patient' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ControlledSelect
            control={control}
            name="doctor_id"
            label={t('role.doctor')}
            description={t('clinic.doctorHint')}
            data={doctorOptions(doctors, t)}
            toOption={(doctorId) => doctorId ?? NO_DOCTOR}
            toValue={toDoctorId}
            searchable
            nothingFoundMessage={t('clinic.noDoctorMatches')}
          />
          <ControlledSelect control={control} name="plan" description={t('clinic.planHint')} {...planChoice(t)} />
        </SimpleGrid>
      )}
    </SaveForm>
  );
}

/** Spec section 2: the Add new patient and Add new doctor modals (new user fields of section 3). */
export function AddMemberModal({ opened, onClose, ...formProps }: AddMemberModalProps) {
  const t = useT();
  return (
    <FormModal opened={opened} onClose={onClose} title={t(TITLES[formProps.kind].title)} size="lg">
      <AddMemberForm onClose={onClose} {...formProps} />
    </FormModal>
  );
}
