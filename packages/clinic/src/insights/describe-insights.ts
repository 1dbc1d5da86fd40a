import type { DiarySummary } from './diary-summary';
import type { Ichd3Assessment } from './ichd3-assessment';
import type { MedicationOveruseAssessment } from './medication-overuse';

/** Plain-English sentences about the patient's own diary, for the assistant's answers. */

export function describeSummary(summary: DiarySummary): string {
  if (summary.loggedDays === 0) return `There are no diary entries between ${summary.from} and ${summary.to} yet. Logging each day, with or without a headache, lets me summarise your pattern.`;
  const parts = [
    `In the last 30 days (${summary.from} to ${summary.to}) you logged ${summary.loggedDays} days.`,
    `You had a headache on ${summary.headacheDays} of them${summary.headacheDays ? `, ${summary.migraineLikeDays} with migraine features (ICHD-3 1.1 B-D)` : ''}.`,
  ];
  if (summary.averageIntensity !== null) parts.push(`The average intensity was ${summary.averageIntensity} out of 10.`);
  parts.push(`You took headache medicine on ${summary.medicationDays} days.`);
  if (summary.averageSleepHours !== null) parts.push(`You slept ${summary.averageSleepHours} hours a night on average, with an average stress level of ${summary.averageStress ?? '?'} out of 10.`);
  return parts.join(' ');
}

const CLASS_NAMES: Record<string, string> = {
  triptan: 'triptans',
  ergot: 'ergots',
  opioid: 'opioids',
  'combination-analgesic': 'combination painkillers',
  'simple-analgesic': 'simple painkillers (paracetamol, NSAIDs, aspirin)',
  'multiple classes': 'several kinds of acute medicine together',
};

export function describeOveruse(overuse: MedicationOveruseAssessment): string | null {
  if (overuse.overused.length === 0) return null;
  const names = overuse.overused.map((name) => CLASS_NAMES[name] ?? name).join(' and ');
  return [
    `Medication-overuse warning: in the last 30 days you took ${names} on as many days as the ICHD-3 8.2 threshold for medication-overuse headache (10 days a month for triptans, ergots, opioids, combination painkillers or several kinds together; 15 days for simple painkillers).`,
    overuse.isSustainedForThreeMonths ? 'Your diary shows this for more than three months.' : 'The definition asks for more than three months of this pattern.',
    'Please talk to your doctor before changing anything: they can plan how to cut down safely and whether a preventive treatment suits you.',
  ].join(' ');
}

export function describeForecast(probabilities: number[], today: string): string {
  const dates = probabilities.map((_, index) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index + 1);
    return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  });
  const lines = probabilities.map((probability, index) => `${dates[index]}: ${Math.round(probability * 100)}%`);
  return `Your headache forecast for the next five days, from your diary: ${lines.join('; ')}. It is an estimate from patterns in your own entries and in published studies, so use it to plan, not to worry.`;
}

export function describeAssessment(assessment: Ichd3Assessment): string {
  if (assessment.headacheDays === 0) return `Your diary has no headache days between ${assessment.from} and ${assessment.to}, so there is nothing to compare with the ICHD-3 criteria yet.`;
  const lines = [`I compared your diary from ${assessment.from} to ${assessment.to} (${assessment.headacheDays} headache days) with the ICHD-3 criteria:`];
  for (const candidate of assessment.candidates) {
    lines.push(`\n${candidate.code} ${candidate.name}: ${candidate.status}.`);
    for (const criterion of candidate.criteria) lines.push(`  - ${criterion.met ? 'Met' : 'Missing'} (${criterion.id}) ${criterion.text}: ${criterion.evidence}.`);
  }
  return lines.join('\n');
}
