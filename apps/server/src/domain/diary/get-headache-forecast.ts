import { forecastHeadacheRisk, type DiaryDay } from '@cephalo/clinic/forecast/forecast-headache-risk';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { classifyMedication } from '@cephalo/clinic/insights/medication-classes';

/** The five-day forecast from the patient's diary (the model is pure: see packages/clinic/src/forecast). */
export function getHeadacheForecast({ diary, today, pressureChange24h }: { diary: ClinicalDiaryDay[]; today: string; pressureChange24h?: (number | null)[] }) {
  const history: DiaryDay[] = diary.map((day) => ({
    date: day.date,
    headache: day.headache,
    intensity: day.intensity,
    sleepHours: day.sleepHours,
    stressLevel: day.stressLevel,
    medicationTaken: classifyMedication(day.medicationTaken).length > 0 || (day.medicationTaken?.trim() ?? '') !== '',
  }));
  return forecastHeadacheRisk(history, { today, ...(pressureChange24h ? { pressureChange24h } : {}) });
}
