import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { ClinicMember, NewClinicUser } from '@cephalo/shared/clinic';
import { PLAN_NAMES, PlanNameSchema } from '@cephalo/shared/plans';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import type { MemberKind } from '../api/get-clinic-members';
import { doctorOptions, NO_DOCTOR, toDoctorId } from '../doctor-options';
import { NewMemberFormSchema, emptyNewMemberForm, formToNewMember, type NewMemberFormValues } from '../new-member-form-values';

interface AddMemberModalProps {
  kind: MemberKind;
  opened: boolean;
  /** The clinic's doctors, offered for a new patient. */
  doctors: ClinicMember[];
  isSaving: boolean;
  saveError: unknown;
  onSave: (member: NewClinicUser) => void;
  onClose: () => void;
}

const TITLES: Record<MemberKind, { title: string; submit: string }> = {
  patient: { title: 'Add new patient', submit: 'Add patient' },
  doctor: { title: 'Add new doctor', submit: 'Add doctor' },
};

// The fields that show an error under them; a refused doctor or plan stays in the alert.
const MEMBER_FIELDS = ['email', 'username', 'password', 'name', 'surname', 'phone_number', 'bio'] as const;

function AddMemberForm({ kind, doctors, isSaving, saveError, onSave, onClose }: Omit<AddMemberModalProps, 'opened'>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewMemberFormValues>({ resolver: zodResolver(NewMemberFormSchema), defaultValues: emptyNewMemberForm() });
  // The server's refusal of a field shows under it; the alert is for the rest (a taken username).
  const { isAlertNeeded } = useServerFieldErrors(saveError, MEMBER_FIELDS, setError);
  const submit = handleSubmit((form) => onSave(formToNewMember(form, kind)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
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
            <ControlledSelect
              control={control}
              name="plan"
              label="Plan"
              description="Premium includes the diary."
              data={PLAN_NAMES}
              toValue={(plan) => PlanNameSchema.catch('Premium').parse(plan)}
            />
          </SimpleGrid>
        )}
        {isAlertNeeded && (
          <FormErrorAlert title={`The ${kind} was not added`} error={saveError} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {TITLES[kind].submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec section 2: the Add new patient and Add new doctor modals (new user fields of section 3). */
export function AddMemberModal({ opened, onClose, ...formProps }: AddMemberModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[formProps.kind].title} centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <AddMemberForm onClose={onClose} {...formProps} />
    </Modal>
  );
}
