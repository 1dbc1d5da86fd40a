import { PasswordInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { ClinicMember, NewClinicUser } from '@cephalo/shared/clinic';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { FormModal } from '../../../components/form-modal';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import type { MemberKind } from '../api/get-clinic-members';
import { doctorOptions, NO_DOCTOR, toDoctorId } from '../doctor-options';
import { PLAN_CHOICE } from '../plan-choice';
import { NewMemberFormSchema, emptyNewMemberForm, formToNewMember } from '../new-member-form-values';

type AddMemberModalProps = SaveDialogProps<NewClinicUser> & {
  kind: MemberKind;
  /** The clinic's doctors, offered for a new patient. */
  doctors: ClinicMember[];
};

const TITLES: Record<MemberKind, { title: string; submit: string }> = {
  patient: { title: 'Add new patient', submit: 'Add patient' },
  doctor: { title: 'Add new doctor', submit: 'Add doctor' },
};

// The fields that show an error under them; a refused doctor or plan stays in the alert.
const MEMBER_FIELDS = ['email', 'username', 'password', 'name', 'surname', 'phone_number', 'bio'] as const;

function AddMemberForm({ kind, doctors, isSaving, saveError, onSave, onClose }: Omit<AddMemberModalProps, 'opened'>) {
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
      submitLabel={TITLES[kind].submit}
      isSaving={isSaving}
      onCancel={onClose}
      refusal={isAlertNeeded ? { title: `The ${kind} was not added`, error: saveError } : null}
    >
      <TextInput label="Email" type="email" autoComplete="off" withAsterisk data-autofocus error={errors.email?.message} {...register('email')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Username" autoComplete="off" withAsterisk error={errors.username?.message} {...register('username')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description="Share it with them safely."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextInput label="Surname" autoComplete="off" error={errors.surname?.message} {...register('surname')} />
      </SimpleGrid>
      <TextInput label="Phone number" type="tel" autoComplete="off" error={errors.phone_number?.message} {...register('phone_number')} />
      <Textarea label="Bio" autosize minRows={2} maxRows={6} error={errors.bio?.message} {...register('bio')} />
      {kind === 'patient' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ControlledSelect
            control={control}
            name="doctor_id"
            label="Doctor"
            description="Who looks after this patient."
            data={doctorOptions(doctors)}
            toOption={(doctorId) => doctorId ?? NO_DOCTOR}
            toValue={toDoctorId}
            searchable
            nothingFoundMessage="No doctor matches"
          />
          <ControlledSelect control={control} name="plan" description="Premium includes the diary." {...PLAN_CHOICE} />
        </SimpleGrid>
      )}
    </SaveForm>
  );
}

/** Spec section 2: the Add new patient and Add new doctor modals (new user fields of section 3). */
export function AddMemberModal({ opened, onClose, ...formProps }: AddMemberModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLES[formProps.kind].title} size="lg">
      <AddMemberForm onClose={onClose} {...formProps} />
    </FormModal>
  );
}
