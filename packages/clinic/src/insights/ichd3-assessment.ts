import { daysBetween, shiftDate, type ClinicalDiaryDay } from './clinical-diary-day';
import { attackFeatures, hasMigraineAccompaniment, hasMigraineDuration, migrainePainCharacteristics, type AttackFeatures } from './attack-features';

/**
 * A structured comparison of the diary with ICHD-3 criteria (https://ichd-3.org): 1.1 migraine
 * without aura, 1.2 migraine with aura, 1.5 probable migraine, 1.3 chronic migraine and 2.2
 * frequent episodic tension-type headache. It lists the criteria met and missing. It is not a
 * diagnosis: a diary cannot show everything the criteria ask (for example "not better accounted
 * for by another diagnosis"), which only a clinician can judge.
 */
export interface Criterion {
  id: string;
  /** The criterion's key in the answer texts (packages/clinic/answer-texts, ichd3.criteria). */
  key: string;
  text: string;
  met: boolean;
  evidence: string;
  /** The evidence's key in the answer texts (ichd3.evidence) and its values, to write it in any chat language. */
  evidenceOf: { key: string; values: Record<string, string | number> };
}
export interface DiagnosisCandidate {
  code: string;
  name: string;
  status: 'criteria met' | 'partly met' | 'not met';
  criteria: Criterion[];
}
export interface Ichd3Assessment {
  from: string;
  to: string;
  loggedDays: number;
  headacheDays: number;
  candidates: DiagnosisCandidate[];
}

const status = (criteria: Criterion[]): DiagnosisCandidate['status'] =>
  criteria.every((criterion) => criterion.met) ? 'criteria met' : criteria.some((criterion) => criterion.met) ? 'partly met' : 'not met';

const isMigraineLike = (features: AttackFeatures) =>
  hasMigraineDuration(features) && migrainePainCharacteristics(features) >= 2 && hasMigraineAccompaniment(features);

/** Attacks that fulfil all of 1.1 B-D but one (ICHD-3 1.5.1 probable migraine without aura). */
const missesOneMigraineCriterion = (features: AttackFeatures) =>
  [hasMigraineDuration(features), migrainePainCharacteristics(features) >= 2, hasMigraineAccompaniment(features)].filter(Boolean).length === 2;

export function assessIchd3(history: ClinicalDiaryDay[], today: string, periodDays = 90): Ichd3Assessment {
  const from = shiftDate(today, -(periodDays - 1));
  const days = daysBetween(history, from, today);
  const attacks = days.filter((day) => day.headache).map((day) => ({ day, features: attackFeatures(day) }));
  const withDuration = attacks.filter(({ features }) => hasMigraineDuration(features));
  const withCharacteristics = attacks.filter(({ features }) => migrainePainCharacteristics(features) >= 2);
  const withAccompaniment = attacks.filter(({ features }) => hasMigraineAccompaniment(features));
  const migraineLike = attacks.filter(({ features }) => isMigraineLike(features));
  const withAura = attacks.filter(({ features }) => features.hasAura);
  // The two kinds of criterion a diary can count: "at least N attacks like this" and "most attacks are like this".
  const atLeast = (
    criterion: Pick<Criterion, 'id' | 'key' | 'text'>,
    items: unknown[],
    minimum: number,
    evidence: Criterion['evidenceOf'] & { text: string },
  ) => ({
    ...criterion,
    met: items.length >= minimum,
    evidence: evidence.text,
    evidenceOf: { key: evidence.key, values: evidence.values },
  });
  const inMostAttacks = (criterion: Pick<Criterion, 'id' | 'key' | 'text'>, items: unknown[]): Criterion => ({
    ...criterion,
    met: items.length > 0 && items.length >= attacks.length / 2,
    evidence: `${items.length} of ${attacks.length} headache days`,
    evidenceOf: { key: 'share-of-days', values: { count: items.length, total: attacks.length } },
  });

  const withoutAura: Criterion[] = [
    atLeast({ id: 'A', key: 'without-aura-a', text: 'At least 5 attacks fulfilling B-D' }, migraineLike, 5, {
      text: `${migraineLike.length} attacks fulfil B-D`,
      key: 'attacks-fulfil',
      values: { count: migraineLike.length },
    }),
    inMostAttacks({ id: 'B', key: 'without-aura-b', text: 'Attacks last 4-72 hours' }, withDuration),
    inMostAttacks(
      { id: 'C', key: 'without-aura-c', text: 'At least two of: one-sided, pulsating, moderate or severe, worse with routine activity' },
      withCharacteristics,
    ),
    inMostAttacks({ id: 'D', key: 'without-aura-d', text: 'Nausea, or both light and sound sensitivity' }, withAccompaniment),
  ];
  const auraCriteria: Criterion[] = [
    atLeast({ id: 'A', key: 'aura-a', text: 'At least 2 attacks with aura' }, withAura, 2, {
      text: `${withAura.length} headache days with aura or visual disturbances`,
      key: 'aura-days',
      values: { count: withAura.length },
    }),
    {
      id: 'B-C',
      key: 'aura-bc',
      text: "Fully reversible aura symptoms with the typical spread and timing (needs a clinician's history)",
      met: false,
      evidence: 'a diary cannot show this',
      evidenceOf: { key: 'diary-cannot-show', values: {} },
    },
  ];
  const probable = attacks.filter(({ features }) => missesOneMigraineCriterion(features));
  const probableCriteria: Criterion[] = [
    {
      id: 'A',
      key: 'probable-a',
      text: 'Attacks fulfilling all but one of the criteria of migraine without aura',
      met: probable.length >= 1 && migraineLike.length < 5,
      evidence: `${probable.length} attacks miss exactly one criterion`,
      evidenceOf: { key: 'probable', values: { count: probable.length } },
    },
  ];

  // Chronic migraine: >= 15 headache days a month for > 3 months, >= 8 of them migraine-like.
  const months = [0, 1, 2].map((month) => {
    const monthDays = daysBetween(history, shiftDate(today, -29 - 30 * month), shiftDate(today, -30 * month)).filter((day) => day.headache);
    return { headacheDays: monthDays.length, migraineDays: monthDays.filter((day) => isMigraineLike(attackFeatures(day))).length };
  });
  const chronicCriteria: Criterion[] = [
    {
      id: 'A',
      key: 'chronic-a',
      text: 'Headache on 15 or more days a month for more than 3 months',
      met: months.every((month) => month.headacheDays >= 15),
      evidence: `headache days in the last three 30-day periods: ${months.map((month) => month.headacheDays).join(', ')}`,
      evidenceOf: { key: 'chronic-headache-days', values: { counts: months.map((month) => month.headacheDays).join(', ') } },
    },
    {
      id: 'C',
      key: 'chronic-c',
      text: 'On 8 or more days a month with migraine features',
      met: months.every((month) => month.migraineDays >= 8),
      evidence: `migraine-like days: ${months.map((month) => month.migraineDays).join(', ')}`,
      evidenceOf: { key: 'chronic-migraine-days', values: { counts: months.map((month) => month.migraineDays).join(', ') } },
    },
  ];

  const tensionLike = attacks.filter(({ features }) => {
    const pain = [features.isBilateral, features.isPressing, features.isModerateOrSevere === false, features.isAggravatedByActivity === false].filter(
      Boolean,
    ).length;
    const hours = features.durationHours;
    return pain >= 2 && !features.hasNausea && !(features.hasPhotophobia && features.hasPhonophobia) && (hours === null || (hours >= 0.5 && hours <= 168));
  });
  const tensionCriteria: Criterion[] = [
    atLeast({ id: 'A', key: 'tension-a', text: 'At least 10 episodes fulfilling B-D' }, tensionLike, 10, {
      text: `${tensionLike.length} episodes with tension-type features`,
      key: 'tension-episodes',
      values: { count: tensionLike.length },
    }),
    inMostAttacks(
      {
        id: 'C-D',
        key: 'tension-cd',
        text: 'Two of: both sides, pressing or tightening, mild or moderate, not worse with activity; no nausea; not both light and sound sensitivity',
      },
      tensionLike,
    ),
  ];

  return {
    from,
    to: today,
    loggedDays: days.length,
    headacheDays: attacks.length,
    candidates: [
      { code: '1.1', name: 'Migraine without aura', status: status(withoutAura), criteria: withoutAura },
      { code: '1.2', name: 'Migraine with aura', status: status(auraCriteria), criteria: auraCriteria },
      { code: '1.5', name: 'Probable migraine', status: status(probableCriteria), criteria: probableCriteria },
      { code: '1.3', name: 'Chronic migraine', status: status(chronicCriteria), criteria: chronicCriteria },
      { code: '2.2', name: 'Frequent episodic tension-type headache', status: status(tensionCriteria), criteria: tensionCriteria },
    ],
  };
}
