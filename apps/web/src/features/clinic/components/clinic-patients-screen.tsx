import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import type { PlanName } from '@cephalo/shared/plans';
import { displayText } from '@cephalo/shared/profile-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { planName } from '../../../components/plan-name';
import { useListPage } from '../../../hooks/use-list-page';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const list = useListPage();
  const patients = useClinicMemberPage('patient', { page: list.page, search: list.settledSearch });
  // Every doctor of the clinic, for the doctor pickers.
  const doctors = useClinicMembers('doctor');
  const adding = useSaveDialog();
  const create = useCreateClinicMember('patient', { onSuccess: (patient) => adding.finish(t('clinic.added', { name: memberName(patient) })) });
  const reassign = useUpdateClinicPatient();
  useWarnOnError('the clinic patients', patients);
  useWarnOnError('the clinic doctors', doctors);

  const update = (patient: ClinicMember, changes: ClinicPatientUpdate, saidAfterwards: (updated: ClinicMember) => string) => {
    adding.say(null);
    reassign.mutate({ patientId: patient.id, changes }, { onSuccess: (updated) => adding.say(saidAfterwards(updated)) });
  };
  const changeDoctor = (patient: ClinicMember, doctorId: string | null) =>
    update(patient, { doctor_id: doctorId }, (updated) =>
      updated.doctor_name
        ? t('clinic.doctorChanged', { name: memberName(updated), doctor: updated.doctor_name })
        : t('clinic.doctorRemoved', { name: memberName(updated) }),
    );
  const changePlan = (patient: ClinicMember, plan: PlanName) =>
    update(patient, { plan }, (updated) => t('clinic.planChanged', { name: memberName(updated), plan: planName(updated.plan_name, t) }));
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
        title: t('clinic.patient.none'),
        description: t('clinic.patient.noneHint'),
      }}
      alert={
        reassign.isError && (
          <FormErrorAlert
            title={reassign.variables?.changes.plan !== undefined ? t('clinic.planNotChanged') : t('clinic.doctorNotChanged')}
            error={reassign.error}
            onClose={reassign.reset}
          />
        )
      }
      columns={[
        { label: t('common.username'), render: (patient) => patient.username },
        { label: t('profile.phoneNumber'), render: (patient) => displayText(patient.phone_number) },
        {
          label: t('clinic.plan'),
          render: (patient) => (
            <PatientPlanSelect patient={patient} isSaving={saving?.patientId === patient.id && saving.isPlan} onChange={(plan) => changePlan(patient, plan)} />
          ),
        },
        {
          label: t('role.doctor'),
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
