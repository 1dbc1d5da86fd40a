import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PeriodOutcomeCounts } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { assessIchd3 } from '@cephalo/clinic/insights/ichd3-assessment';
import type { TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { OutcomesReportData } from './outcomes-report-data';
import PDFDocument from 'pdfkit';
import { COLUMNS, TABLE_TEXT, renderOutcomesReport } from './render-outcomes-report';
import { BOLD_FONT, registerReportFonts } from './report-fonts';

const counts = (migraineDays: number, daysCounted = 30, overuse: PeriodOutcomeCounts['overuse'] = { status: 'none', classes: [] }): PeriodOutcomeCounts => ({
  headache_days: migraineDays + 2,
  migraine_days: migraineDays,
  acute_medication_days: migraineDays,
  unclassified_medication_days: 0,
  acute_medication_days_by_class: { simple_analgesic: 0, triptan: migraineDays, ergot: 0, opioid: 0, combination_analgesic: 0, gepant: 0 },
  days_with_entry: daysCounted - 1,
  days_counted: daysCounted,
  coverage: (daysCounted - 1) / daysCounted,
  overuse,
});
const window = {
  from: '2025-01-01',
  to: '2025-03-31',
  days_counted: 90,
  days_with_entry: 88,
  coverage: 88 / 90,
  headache_days: 40,
  migraine_days: 33,
  migraine_days_per_30: 11.3,
  headache_days_per_30: 13.6,
};
const treatment = (name: string, startedOn: string, status: TreatmentWithResponse['response']['status'], reduction: number | null): TreatmentWithResponse => ({
  id: name,
  name,
  started_on: startedOn,
  stopped_on: null,
  response: {
    status,
    baseline: window,
    treatment: { ...window, migraine_days_per_30: 4.1 },
    is_chronic_baseline: false,
    responder_threshold_percent: 50,
    reduction_percent: reduction,
    minimum_coverage: 0.8,
  },
});
const months = Array.from({ length: 13 }, (_, index) => {
  const month = `${2025 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const overuse = index === 2 ? { status: 'overuse' as const, classes: ['triptan' as const] } : undefined;
  return {
    month,
    from: `${month}-01`,
    to: `${month}-28`,
    is_partial: index === 12,
    ...counts([12, 11, 14, 9, 6, 5, 4, 5, 3, 4, 2, 3, 1][index]!, 30, overuse),
  };
});

/** A full year and a month with three treatments: the longest report must stay within two A4 pages. */
const longest: OutcomesReportData = {
  patientName: 'Đorđe Jovanović',
  clinicName: 'Klinika Sava',
  doctorName: 'Dr Ana Perić',
  from: '2025-01-01',
  to: '2026-01-28',
  generatedOn: '2026-01-28',
  months,
  period: counts(79, 393),
  recentWindow: { from: '2026-01-01', to: '2026-01-28', ...counts(1, 28) },
  treatments: [
    treatment('Erenumab', '2025-04-10', 'responder', 63.7),
    treatment('Propranolol 80 mg', '2024-10-01', 'non_responder', -12.5),
    treatment('Topiramate', '2025-12-20', 'too_early', null),
    treatment('Magnesium', '2025-12-28', 'too_early', null),
  ],
  midasLatest: {
    id: 'm',
    answered_on: '2026-01-20',
    answers: { missed_work_days: 5, reduced_work_days: 5, missed_household_days: 5, reduced_household_days: 5, missed_social_days: 5 },
    score: 25,
    grade: 'IV',
  },
  assessment: assessIchd3([], '2026-01-28', 393),
};

describe('the PDF report renderer', () => {
  it('fits 13 months, four treatments and the assessment on at most two A4 pages of readable text', async () => {
    const pdf = await renderOutcomesReport(longest, { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    const pages = raw.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // One embedded Unicode font (a subset), so every spelling of a name survives.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);

    const folder = path.resolve('.tmp/screens');
    fs.mkdirSync(folder, { recursive: true });
    // Written whole, then renamed: the other database's run may write it at the same time.
    fs.writeFileSync(path.join(folder, `report-longest.${process.pid}.pdf`), pdf);
    fs.renameSync(path.join(folder, `report-longest.${process.pid}.pdf`), path.join(folder, 'report-longest.pdf'));
  });

  it.skipIf(!fs.existsSync('/usr/bin/pdftotext'))('writes the responses, the overuse month and the MIDAS grade in words (needs pdftotext)', async () => {
    // This process's own file: the PGlite and PostgreSQL runs write theirs at the same time.
    const file = path.resolve(`.tmp/screens/report-longest-text.${process.pid}.pdf`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await renderOutcomesReport(longest));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    fs.rmSync(file);
    expect(text).toContain('Patient: Đorđe Jovanović');
    expect(text).toContain('Clinic: Klinika Sava');
    expect(text).toContain('Doctor: Dr Ana Perić');
    expect(text).toContain('Period: 1 January 2025 to 28 January 2026');
    expect(text).toContain('Last 28 days (1 January 2026 to 28 January 2026): 1 migraine day, 1 acute medication day');
    expect(text).toContain('Jan 2026 *');
    expect(text).toContain('Part of a month, the period starts or ends within it: Jan 2026 from 1 January 2026 to 28 January 2026 only');
    expect(text).toContain('Responder: migraine days fell by 63.7 % (threshold 50 %)');
    expect(text).toContain('Not a responder: migraine days rose by 12.5 %');
    expect(text).toContain('Too early to judge');
    expect(text).toContain('Mar 2025 (overuse)');
    expect(text).toContain('Latest MIDAS score 25, grade IV (severe disability), answered on 2026-01-20');
    for (const month of ['Jan 2025', 'Jun 2025', 'Dec 2025', 'Jan 2026']) expect(text).toContain(month);
  });
});

describe('the monthly table', () => {
  it('fills the A4 text width and fits every column title in the two lines of its header row', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 42 });
    registerReportFonts(doc);
    expect(COLUMNS.reduce((sum, column) => sum + column.width, 0)).toBe(Math.floor(doc.page.width - 2 * 42));
    doc.font(BOLD_FONT).fontSize(TABLE_TEXT.fontSize);
    const oneLine = doc.heightOfString('Month');
    for (const column of COLUMNS) {
      const lines = Math.round(doc.heightOfString(column.title, { width: column.width - TABLE_TEXT.cellPadding }) / oneLine);
      expect(lines, column.title).toBeLessThanOrEqual(2);
    }
    expect(2 * oneLine).toBeLessThanOrEqual(TABLE_TEXT.headerHeight);
  });
});
