import type { ClinicMember } from '@cephalo/shared/clinic';
import { PLAN_NAMES, type PlanName } from '@cephalo/shared/plans';
import { memberName } from '../member-name';
import { InlineSaveSelect } from './inline-save-select';

interface PatientPlanSelectProps {
  patient: ClinicMember;
  isSaving: boolean;
  onChange: (plan: PlanName) => void;
}

const PLAN_OPTIONS = PLAN_NAMES.map((plan) => ({ value: plan, label: plan }));
const isPlanName = (value: string): value is PlanName => (PLAN_NAMES as readonly string[]).includes(value);

/** Changes a patient's plan (its monthly questions, and the diary from Premium up). */
export function PatientPlanSelect({ patient, isSaving, onChange }: PatientPlanSelectProps) {
  return (
    <InlineSaveSelect
      label={`Plan of ${memberName(patient)}`}
      data={PLAN_OPTIONS}
      value={patient.plan_name}
      isSaving={isSaving}
      minWidth={118}
      onChange={(value) => {
        if (isPlanName(value)) onChange(value);
      }}
    />
  );
}
