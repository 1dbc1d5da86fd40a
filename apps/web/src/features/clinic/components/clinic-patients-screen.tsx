import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import type { PlanName } from '@cephalo/shared/plans';
import { displayText } from '@cephalo/shared/profile-text';
import { DeferredModal } from '../../../components/deferred-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StatusNotice } from '../../../components/status-notice';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useCreateClinicMember } from '../api/create-clinic-member';
import { useClinicMembers } from '../api/get-clinic-members';
import { useUpdateClinicPatient, type ClinicPatientUpdate } from '../api/update-clinic-patient';
import { memberName } from '../member-name';
import { MemberList } from './member-list';
import { PatientDoctorSelect } from './patient-doctor-select';
import { PatientPlanSelect } from './patient-plan-select';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadAddMemberModal = async () => (await import('./add-member-modal')).AddMemberModal;

/** /clinic-patients: the clinic's patients, their doctors and plans, and the Add new patient modal. */
/** `header` is the page's title block; the Add button sits beside it. */
export function ClinicPatientsScreen({ header }: { header: ReactNode }) {
  const patients = useClinicMembers('patient');
  const doctors = useClinicMembers('doctor');
  const [isAdding, adding] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  const create = useCreateClinicMember('patient', {
    onSuccess: (patient) => {
      adding.close();
      setStatus(`${memberName(patient)} has been added.`);
    },
  });
  const reassign = useUpdateClinicPatient();
  useWarnOnError('the clinic patients', patients);
  useWarnOnError('the clinic doctors', doctors);

  const openAdd = () => {
    create.reset();
    setStatus(null);
    adding.open();
  };

  const update = (patient: ClinicMember, changes: ClinicPatientUpdate, saidAfterwards: (updated: ClinicMember) => string) => {
    setStatus(null);
    reassign.mutate({ patientId: patient.id, changes }, { onSuccess: (updated) => setStatus(saidAfterwards(updated)) });
  };
  const changeDoctor = (patient: ClinicMember, doctorId: string | null) =>
    update(patient, { doctor_id: doctorId }, (updated) =>
      updated.doctor_name ? `${memberName(updated)}'s doctor is now ${updated.doctor_name}.` : `${memberName(updated)} has no doctor now.`,
    );
  const changePlan = (patient: ClinicMember, plan: PlanName) =>
    update(patient, { plan }, (updated) => `${memberName(updated)} is now on the ${updated.plan_name} plan.`);
  // Which patient's row is saving, and which of its choices.
  const saving = reassign.isPending ? { patientId: reassign.variables.patientId, isPlan: reassign.variables.changes.plan !== undefined } : null;
  const doctorList = doctors.data ?? [];

  const addButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={openAdd}>
      Add new patient
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {header}
        {addButton}
      </Group>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {reassign.isError && (
        <FormErrorAlert
          title={reassign.variables?.changes.plan !== undefined ? 'The plan was not changed' : 'The doctor was not changed'}
          error={reassign.error}
          onClose={reassign.reset}
        />
      )}
      <MemberList
        members={patients}
        caption="Patients"
        empty={{
          icon: <IconUsers aria-hidden />,
          title: 'No patients yet',
          description: 'Add a patient here, or give them a registration key from the Clinic page so they can sign up.',
          action: addButton,
        }}
        columns={[
          { label: 'Username', render: (patient) => patient.username },
          { label: 'Phone number', render: (patient) => displayText(patient.phone_number) },
          {
            label: 'Plan',
            render: (patient) => (
              <PatientPlanSelect
                patient={patient}
                isSaving={saving?.patientId === patient.id && saving.isPlan}
                onChange={(plan) => changePlan(patient, plan)}
              />
            ),
          },
          {
            label: 'Doctor',
            render: (patient) => (
              <PatientDoctorSelect
                patient={patient}
                doctors={doctorList}
                isSaving={saving?.patientId === patient.id && !saving.isPlan}
                onChange={(doctorId) => changeDoctor(patient, doctorId)}
              />
            ),
          },
        ]}
      />
      <DeferredModal
        load={loadAddMemberModal}
        props={{
          kind: 'patient',
          opened: isAdding,
          doctors: doctorList,
          isSaving: create.isPending,
          saveError: create.error,
          onSave: (member) => create.mutate(member),
          onClose: adding.close,
        }}
      />
    </Stack>
  );
}
