import PDFDocument from 'pdfkit';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { ServerTextKey } from '../i18n/server-texts';
import { drawMigraineChart } from './draw-migraine-chart';
import { ichd3Words } from './ichd3-words';
import type { OutcomesReportData } from './outcomes-report-data';
import { registerReportFonts } from './report-fonts';
import { reportWords } from './report-words';

const MARGIN = 42;
const TEXT = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';

/** The monthly table's columns; widths add up to the A4 text width, and each title fits in the header's two lines. */
export const COLUMNS = [
  { title: 'report.column.month', width: 78, align: 'left' },
  { title: 'report.column.headacheDays', width: 62, align: 'right' },
  { title: 'report.column.migraineDays', width: 62, align: 'right' },
  { title: 'report.column.acuteMedicationDays', width: 100, align: 'right' },
  { title: 'report.column.daysWithEntry', width: 80, align: 'right' },
  { title: 'report.column.coverage', width: 60, align: 'right' },
  { title: 'report.column.overuse', width: 69, align: 'right' },
] as const satisfies readonly { title: ServerTextKey; width: number; align: 'left' | 'right' }[];
/** The table's type: 8.5 pt (the header bold, two lines high, three when a language needs them); a cell's text has its column's width less 6 pt. */
export const TABLE_TEXT = { fontSize: 8.5, headerHeight: 26, cellPadding: 6 } as const;

/**
 * The doctor's report of a period as an A4 PDF (one or two pages), in the reader's interface
 * language (decision 030) and embedded Unicode fonts (report-fonts.ts) that text tools such as
 * pdftotext read: the monthly numbers with a chart, medication overuse, treatments with their
 * response, the latest MIDAS grade, the ICHD-3 comparison and the data coverage. It draws only
 * what `data` holds.
 */
export async function renderOutcomesReport(
  data: OutcomesReportData,
  { compress = true, language = 'en' }: { compress?: boolean; language?: InterfaceLanguageCode } = {},
): Promise<Buffer> {
  const words = reportWords(language);
  const { t } = words;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    lang: language,
    info: { Title: t('report.documentTitle', { from: data.from, to: data.to }), Author: 'Cephalo' },
  });
  const type = registerReportFonts(doc, language);
  const ichd3 = ichd3Words(language, words);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  const heading = (text: string) => {
    ensureSpace(40);
    doc.moveDown(0.6).fontSize(11).fillColor(TEXT);
    type.write(text, MARGIN, doc.y, { width, isBold: true });
    doc.moveDown(0.2).fontSize(9);
  };
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number; isBold?: boolean } = {}) => {
    doc.fontSize(options.size ?? 9).fillColor(options.color ?? TEXT);
    type.write(text, MARGIN + (options.indent ?? 0), doc.y, { width: width - (options.indent ?? 0), isBold: options.isBold ?? false });
  };

  doc.fontSize(18).fillColor(TEXT);
  type.write(t('report.title'), MARGIN, MARGIN, { isBold: true });
  doc.moveDown(0.3).fontSize(10);
  type.write(t('report.clinicAndDoctor', { clinic: data.clinicName ?? t('report.none'), doctor: data.doctorName ?? t('report.none') }), MARGIN, doc.y, {});
  type.write(t('report.patient', { name: data.patientName }), MARGIN, doc.y, {});
  type.write(
    t('report.period', {
      from: words.longDate(data.from),
      to: words.longDate(data.to),
      days: t('report.days', { count: data.period.days_counted }),
      generated: words.longDate(data.generatedOn),
    }),
    MARGIN,
    doc.y,
    {},
  );
  rule(doc.y + 4);
  doc.y += 6;

  heading(t('report.monthly.heading'));
  const row = (cells: string[], { isBold = false, height = 13 }: { isBold?: boolean; height?: number } = {}) => {
    ensureSpace(height + 1);
    const top = doc.y;
    let x = MARGIN;
    doc.fontSize(TABLE_TEXT.fontSize).fillColor(TEXT);
    COLUMNS.forEach((column, index) => {
      type.write(cells[index] ?? '', x, top, { width: column.width - TABLE_TEXT.cellPadding, align: column.align, lineBreak: height > 13, isBold });
      x += column.width;
    });
    doc.y = top + height;
  };
  // The header row may wrap to two lines (three where a language's words are long); the number rows never do.
  const titles = COLUMNS.map((column) => t(column.title));
  doc.fontSize(TABLE_TEXT.fontSize);
  const headerHeight = Math.max(
    TABLE_TEXT.headerHeight,
    ...titles.map(
      (title, index) => doc.font(type.fontOf(title, true)).heightOfString(title, { width: (COLUMNS[index]?.width ?? 0) - TABLE_TEXT.cellPadding }) + 4,
    ),
  );
  row(titles, { isBold: true, height: headerHeight });
  rule(doc.y - 2);
  const daysOf = (counts: { days_with_entry: number; days_counted: number }) =>
    t('report.daysOf', { logged: counts.days_with_entry, counted: counts.days_counted });
  for (const month of data.months) {
    row([
      // A month the period cuts is starred; the note under the table says which days it covers.
      `${words.monthName(month.month)}${month.is_partial ? ' *' : ''}`,
      String(month.headache_days),
      String(month.migraine_days),
      String(month.acute_medication_days),
      daysOf(month),
      words.percent(month.coverage),
      words.overuseShort(month.overuse),
    ]);
  }
  rule(doc.y);
  doc.y += 2;
  const { period } = data;
  row(
    [
      t('report.wholePeriod'),
      String(period.headache_days),
      String(period.migraine_days),
      String(period.acute_medication_days),
      daysOf(period),
      words.percent(period.coverage),
      '',
    ],
    { isBold: true },
  );
  const partialMonths = data.months
    .filter((month) => month.is_partial)
    .map((month) => t('report.partialMonth', { month: words.monthName(month.month), from: words.longDate(month.from), to: words.longDate(month.to) }));
  paragraph(`${partialMonths.length > 0 ? `${t('report.partialMonths', { months: partialMonths.join('; ') })} ` : ''}${t('report.missingDays')}`, {
    color: MUTED,
    size: 7.5,
  });

  heading(t('report.chart.heading'));
  ensureSpace(160);
  const chartTop = doc.y;
  drawMigraineChart(doc, data, { x: MARGIN, y: chartTop, width, height: 150 }, { words, type });
  doc.y = chartTop + 158;

  heading(t('report.overuse.heading'));
  const { recentWindow } = data;
  paragraph(
    t('report.overuse.recentWindow', {
      days: RECENT_WINDOW_DAYS,
      from: words.longDate(recentWindow.from),
      to: words.longDate(recentWindow.to),
      migraineDays: t('report.migraineDays', { count: recentWindow.migraine_days }),
      medicationDays: t('report.acuteMedicationDays', { count: recentWindow.acute_medication_days }),
      status: words.describeOveruse(recentWindow.overuse),
    }),
  );
  const overuseMonths = data.months.filter((month) => month.overuse.status !== 'none');
  if (overuseMonths.length > 0)
    paragraph(
      t('report.overuse.months', {
        months: words.list(
          overuseMonths.map((month) => t('report.overuse.monthStatus', { month: words.monthName(month.month), status: words.overuseShort(month.overuse) })),
        ),
      }),
    );
  paragraph(t('report.overuse.note'), { color: MUTED, size: 7.5 });

  heading(t('report.treatments.heading'));
  if (data.treatments.length === 0) paragraph(t('report.treatments.none'));
  for (const treatment of data.treatments) {
    ensureSpace(40);
    paragraph(
      treatment.stopped_on
        ? t('report.treatment.stopped', { name: treatment.name, from: words.shortDate(treatment.started_on), to: words.shortDate(treatment.stopped_on) })
        : t('report.treatment.ongoing', { name: treatment.name, from: words.shortDate(treatment.started_on) }),
      { isBold: true },
    );
    paragraph(words.describeResponse(treatment), { indent: 10 });
    doc.moveDown(0.2);
  }
  paragraph(t('report.response.note'), { color: MUTED, size: 7.5 });

  heading(t('report.midas.heading'));
  if (data.midasLatest) {
    const { score, grade, answered_on } = data.midasLatest;
    paragraph(t('report.midas.latest', { score, grade, label: t(`report.midas.grade.${grade}`), date: words.shortDate(answered_on) }));
  } else paragraph(t('report.midas.none'));

  heading(t('report.ichd3.heading', { from: words.shortDate(data.assessment.from), to: words.shortDate(data.assessment.to) }));
  paragraph(t('report.ichd3.summary', { logged: data.assessment.loggedDays, headache: data.assessment.headacheDays }));
  for (const candidate of data.assessment.candidates) {
    ensureSpace(24);
    paragraph(ichd3.candidate(candidate), { size: 8.5, isBold: true });
    paragraph(candidate.criteria.map((criterion) => ichd3.criterion(criterion)).join('; '), { indent: 10, size: 7.5, color: MUTED });
  }

  heading(t('report.coverage.heading'));
  paragraph(t('report.coverage.text', { logged: period.days_with_entry, counted: period.days_counted, percent: words.percent(period.coverage) }));
  doc.moveDown(0.6);
  paragraph(t('report.disclaimer'), { color: MUTED, size: 8 });

  doc.end();
  return finished;
}
