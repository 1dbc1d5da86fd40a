import { MidasSection } from '../../features/outcomes/components/midas-section';
import { PatientOutcomes } from '../../features/outcomes/components/patient-outcomes';
import { ReportDownload } from '../../features/outcomes/components/report-download';
import { TreatmentsSection } from '../../features/outcomes/components/treatments-section';
import { TrendsSection } from '../../features/outcomes/components/trends-section';
import { OWN_OUTCOMES } from '../../features/outcomes/outcomes-subject';
import { useT } from '../../i18n/use-t';

/*
 * The outcome parts (issue 17) that other screens show below their own content. The routes load
 * this module lazily, so the calendar, the profile and the patient list paint without it and
 * stay within their first-load budgets (issue 14).
 */

/** Under the calendar: the months at a glance, and the report for the doctor. */
export function OwnTrends() {
  const t = useT();
  return <TrendsSection subject={OWN_OUTCOMES} title={t('trends.title')} actions={<ReportDownload subject={OWN_OUTCOMES} />} />;
}

/** On the patient's profile: preventive treatments and the MIDAS questionnaire. */
export function OwnOutcomeSections() {
  const t = useT();
  return (
    <>
      <TreatmentsSection subject={OWN_OUTCOMES} intro={t('treatments.introOwn')} />
      <MidasSection />
    </>
  );
}

export { PatientOutcomes };
