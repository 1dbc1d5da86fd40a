import type { Overuse, TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { INTL_LOCALE, serverTextsFor, type ServerTexts } from '../i18n/server-texts';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const OVERUSE_STATUS = { overuse: 'report.overuse.status.overuse', at_risk: 'report.overuse.status.atRisk', none: 'report.overuse.status.none' } as const;
const OVERUSE_SHORT = { overuse: 'report.overuse.short.overuse', at_risk: 'report.overuse.short.atRisk', none: 'report.overuse.short.none' } as const;

/** A calendar date ("2026-11-28") as a Date at UTC midnight, so Intl writes that very day. */
const utcDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

export type ReportWords = ReturnType<typeof reportWords>;

/**
 * The report's words in one language (decision 030): the catalogue's sentences, and dates and
 * numbers as the reader writes them (Intl). English reads exactly as before: "Sep 2026",
 * "28 November 2026", ISO dates in the treatments' lines and "63.7 %".
 */
export function reportWords(language: InterfaceLanguageCode) {
  const texts: ServerTexts = serverTextsFor(language);
  // A date that ends in a dot ("31. 3. 2025.") at the end of a sentence takes no second one.
  const t: ServerTexts['t'] = (key, values) => texts.t(key, values).replace(/(\d\.)\.(?=\s|$)/g, '$1');
  const locale = INTL_LOCALE[language];
  const isEnglish = language === 'en';
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const monthYear = intl({ month: 'short', year: 'numeric' });
  const monthOnly = intl({ month: 'short' });
  const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
  const numeric = intl({ day: 'numeric', month: 'numeric', year: 'numeric' });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  /** "2026-09" -> "Sep 2026" (or "Sep" when short). */
  const monthName = (month: string, isShort = false) => {
    if (isEnglish) {
      const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
      return isShort ? name : `${name} ${month.slice(0, 4)}`;
    }
    return (isShort ? monthOnly : monthYear).format(utcDay(`${month}-01`));
  };
  /** "2026-11-28" -> "28 November 2026", as the screens write dates. */
  const longDate = (date: string) =>
    isEnglish ? `${Number(date.slice(8, 10))} ${LONG_MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}` : long.format(utcDay(date));
  /** A date inside a sentence of numbers: ISO in English (as before), the reader's short form otherwise. */
  const shortDate = (date: string) => (isEnglish ? date : numeric.format(utcDay(date)));
  const number = (value: number) => (isEnglish ? String(value) : decimal.format(value));
  const percent = (share: number) => t('report.percent', { value: number(Math.round(share * 100)) });
  const list = (items: string[]) => items.join(t('report.listSeparator'));
  const overuseClasses = (overuse: Overuse) => list(overuse.classes.map((medicationClass) => t(`report.class.${medicationClass}`)));
  /** The status of a period in words: ICHD-3 8.2 counts days a month; `at_risk` is our early warning. */
  const describeOveruse = (overuse: Overuse) => t(OVERUSE_STATUS[overuse.status], { classes: overuseClasses(overuse) });
  const overuseShort = (overuse: Overuse) => t(OVERUSE_SHORT[overuse.status]);
  const rate = (value: number | null) => (value === null ? t('report.rate.notGiven') : t('report.rate', { value: number(value) }));

  /** One treatment's response as a sentence, with the diary days behind each side. */
  const describeResponse = ({ response }: TreatmentWithResponse): string => {
    const { baseline, treatment } = response;
    const sides = t('report.response.sides', {
      baselineFrom: shortDate(baseline.from),
      baselineTo: shortDate(baseline.to),
      baselineRate: rate(baseline.migraine_days_per_30),
      baselineLogged: baseline.days_with_entry,
      baselineCounted: baseline.days_counted,
      treatmentFrom: shortDate(treatment.from),
      treatmentTo: shortDate(treatment.to),
      treatmentRate: rate(treatment.migraine_days_per_30),
      treatmentLogged: treatment.days_with_entry,
      treatmentCounted: treatment.days_counted,
    });
    const threshold = t(response.is_chronic_baseline ? 'report.response.thresholdChronic' : 'report.response.threshold', {
      percent: number(response.responder_threshold_percent),
    });
    const reduction = response.reduction_percent;
    const status = {
      responder: () => t('report.response.responder', { reduction: number(reduction ?? 0), threshold }),
      non_responder: () =>
        reduction !== null && reduction < 0
          ? t('report.response.nonResponderRose', { rise: number(-reduction), threshold })
          : t('report.response.nonResponderFell', { reduction: number(reduction ?? 0), threshold }),
      too_early: () => t('report.response.tooEarly', { date: shortDate(treatment.to) }),
      stopped_early: () => t('report.response.stoppedEarly'),
      not_enough_data: () => t('report.response.notEnoughData', { coverage: percent(response.minimum_coverage) }),
      no_baseline_migraine_days: () => t('report.response.noBaselineMigraineDays'),
    }[response.status]();
    return `${status} ${sides}`;
  };

  return { t, language, monthName, longDate, shortDate, number, percent, list, describeOveruse, overuseShort, describeResponse };
}
