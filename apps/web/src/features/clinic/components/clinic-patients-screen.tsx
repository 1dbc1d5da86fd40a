import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import type { PlanName } from '@cephalo/shared/plans';
import { displayText } from '@cephalo/shared/profile-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useListPage } from '../../../hooks/use-list-page';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useCreateClinicMember } from '../api/create-clinic-member';
import { useClinicMemberPage, useClinicMembers } from '../api/get-clinic-members';
import { useUpdateClinicPatient, type ClinicPatientUpdate } from '../api/update-clinic-patient';
import { memberName } from '../member-name';
import { MembersScreenFrame } from './members-screen-frame';
import { PatientDoctorSelect } from './patient-doctor-select';
import { PatientPlanSelect } from './patient-plan-select';

/** /clinic-patients: the clinic's patients, their doctors and plans, and the Add new patient modal. */
/** `header` is the page's title block; the Add button sits beside it. */
export function ClinicPatientsScreen({ header }: { header: ReactNode }) {
  const list = useListPage();
  const patients = useClinicMemberPage('patient', { page: list.page, search: list.settledSearch });
  // Every doctor of the clinic, for the doctor pickers.
  const doctors = useClinicMembers('doctor');
  const adding = useSaveDialog();
  const create = useCreateClinicMember('patient', { onSuccess: (patient) => adding.finish(`${memberName(patient)} has been added.`) });
  const reassign = useUpdateClinicPatient();
  useWarnOnError('the clinic patients', patients);
  useWarnOnError('the clinic doctors', doctors);

  const update = (patient: ClinicMember, changes: ClinicPatientUpdate, saidAfterwards: (updated: ClinicMember) => string) => {
    adding.say(null);
    reassign.mutate({ patientId: patient.id, changes }, { onSuccess: (updated) => adding.say(saidAfterwards(updated)) });
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

  return (
    <MembersScreenFrame
      kind="patient"
      header={header}
      adding={adding}
      create={create}
      doctors={doctorList}
      members={patients}
      list={list}
      empty={{
        icon: <IconUsers aria-hidden />,
        title: 'No patients yet',
        description: 'Add a patient here, or give them a registration key from the Clinic page so they can sign up.',
      }}
      alert={
        reassign.isError && (
          <FormErrorAlert
            title={reassign.variables?.changes.plan !== undefined ? 'The plan was not changed' : 'The doctor was not changed'}
            error={reassign.error}
            onClose={reassign.reset}
          />
        )
      }
      columns={[
        { label: 'Username', render: (patient) => patient.username },
        { label: 'Phone number', render: (patient) => displayText(patient.phone_number) },
        {
          label: 'Plan',
          render: (patient) => (
            <PatientPlanSelect patient={patient} isSaving={saving?.patientId === patient.id && saving.isPlan} onChange={(plan) => changePlan(patient, plan)} />
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
  );
}
