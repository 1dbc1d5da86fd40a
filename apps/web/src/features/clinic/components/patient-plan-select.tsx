import type { ClinicMember } from '@cephalo/shared/clinic';
import { PLAN_NAMES, type PlanName } from '@cephalo/shared/plans';
import { planName } from '../../../components/plan-name';
import { useT } from '../../../i18n/use-t';
import { memberName } from '../member-name';
import { InlineSaveSelect } from './inline-save-select';

interface PatientPlanSelectProps {
  patient: ClinicMember;
  isSaving: boolean;
  onChange: (plan: PlanName) => void;
}

const isPlanName = (value: string): value is PlanName => (PLAN_NAMES as readonly string[]).includes(value);

/** Changes a patient's plan (its monthly questions, and the diary from Premium up). */
export function PatientPlanSelect({ patient, isSaving, onChange }: PatientPlanSelectProps) {
  const t = useT();
  return (
    <InlineSaveSelect
      label={t('clinic.planOf', { name: memberName(patient) })}
      data={PLAN_NAMES.map((plan) => ({ value: plan, label: planName(plan, t) }))}
      value={patient.plan_name}
      isSaving={isSaving}
      minWidth={118}
      onChange={(value) => {
        if (isPlanName(value)) onChange(value);
      }}
    />
  );
}
