import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { displayText } from '@cephalo/shared/profile-text';
import { BreakableEmail } from '../../profile/components/breakable-email';
import { FormErrorAlert } from '../../profile/components/form-error-alert';
import { LoadError } from '../../profile/components/load-error';
import { StatusNotice } from '../../profile/components/status-notice';
import { useWarnOnError } from '../../profile/hooks/use-warn-on-error';
import { fullName } from '../../profile/profile-name';
import { useCreateClinicMember } from '../api/create-clinic-member';
import { useClinicMembers } from '../api/get-clinic-members';
import { useUpdateClinicPatient } from '../api/update-clinic-patient';
import { memberName } from '../member-name';
import { AddMemberModal } from './add-member-modal';
import { EmptyList, ListSkeleton } from './list-states';
import { PatientDoctorSelect } from './patient-doctor-select';
import { ResponsiveTable } from './responsive-table';

/** /clinic-patients: the clinic's patients, their doctors, and the Add new patient modal. */
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

  const changeDoctor = (patient: ClinicMember, doctorId: string | null) => {
    setStatus(null);
    reassign.mutate(
      { patientId: patient.id, changes: { doctor_id: doctorId } },
      {
        onSuccess: (updated) =>
          setStatus(
            updated.doctor_name
              ? `${memberName(updated)}'s doctor is now ${updated.doctor_name}.`
              : `${memberName(updated)} has no doctor now.`,
          ),
      },
    );
  };
  const savingPatientId = reassign.isPending ? reassign.variables.patientId : null;
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
        <FormErrorAlert title="The doctor was not changed" error={reassign.error} onClose={reassign.reset} />
      )}
      {patients.isPending ? (
        <ListSkeleton label="Loading the patients" />
      ) : patients.isError ? (
        <LoadError title="The patients could not be loaded." isRetrying={patients.isFetching} onRetry={() => void patients.refetch()} />
      ) : patients.data.length === 0 ? (
        <EmptyList
          icon={<IconUsers aria-hidden />}
          title="No patients yet"
          description="Add a patient here, or give them a registration key from the Clinic page so they can sign up."
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="Patients"
          rows={patients.data}
          rowKey={(patient) => patient.id}
          cardTitle={memberName}
          columns={[
            { label: 'Name', render: (patient) => fullName(patient) && <Text fw={600} size="sm">{fullName(patient)}</Text>, isHiddenInCard: true },
            { label: 'Email', render: (patient) => <BreakableEmail email={patient.email} /> },
            { label: 'Username', render: (patient) => patient.username },
            { label: 'Phone number', render: (patient) => displayText(patient.phone_number) },
            { label: 'Plan', render: (patient) => patient.plan_name },
            {
              label: 'Doctor',
              render: (patient) => (
                <PatientDoctorSelect
                  patient={patient}
                  doctors={doctorList}
                  isSaving={savingPatientId === patient.id}
                  onChange={(doctorId) => changeDoctor(patient, doctorId)}
                />
              ),
            },
          ]}
        />
      )}
      <AddMemberModal
        kind="patient"
        opened={isAdding}
        doctors={doctorList}
        isSaving={create.isPending}
        saveError={create.error}
        onSave={(member) => create.mutate(member)}
        onClose={adding.close}
      />
    </Stack>
  );
}
