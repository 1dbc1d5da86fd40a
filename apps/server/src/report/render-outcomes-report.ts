import PDFDocument from 'pdfkit';
import { RECENT_WINDOW_LABEL } from '@cephalo/shared/outcome-windows';
import { MIDAS_GRADES } from '@cephalo/clinic/outcomes/score-midas';
import { drawMigraineChart } from './draw-migraine-chart';
import type { OutcomesReportData } from './outcomes-report-data';
import { BODY_FONT, BOLD_FONT, registerReportFonts } from './report-fonts';
import { days, describeOveruse, describeResponse, longDate, monthName, overuseShort, percent } from './report-words';

const MARGIN = 42;
const TEXT = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';

/** The monthly table's columns; widths add up to the A4 text width, and each title fits in the header's two lines. */
export const COLUMNS = [
  { title: 'Month', width: 78, align: 'left' },
  { title: 'Headache days', width: 62, align: 'right' },
  { title: 'Migraine days', width: 62, align: 'right' },
  { title: 'Acute medication days', width: 100, align: 'right' },
  { title: 'Days with entry', width: 80, align: 'right' },
  { title: 'Coverage', width: 60, align: 'right' },
  { title: 'Overuse', width: 69, align: 'right' },
] as const;
/** The table's type: 8.5 pt (the header bold, two lines high); a cell's text has its column's width less 6 pt. */
export const TABLE_TEXT = { fontSize: 8.5, headerHeight: 26, cellPadding: 6 } as const;

/**
 * The doctor's report of a period as an A4 PDF (one or two pages), in an embedded Unicode font
 * (report-fonts.ts) that text tools such as pdftotext read: the monthly numbers with a chart, medication
 * overuse, treatments with their response, the latest MIDAS grade, the ICHD-3 comparison and the
 * data coverage. It draws only what `data` holds.
 */
export async function renderOutcomesReport(data: OutcomesReportData, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: { Title: `Cephalo headache report ${data.from} to ${data.to}`, Author: 'Cephalo' },
  });
  registerReportFonts(doc);
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
  const heading = (text: string) => {
    ensureSpace(40);
    doc.moveDown(0.6).font(BOLD_FONT).fontSize(11).fillColor(TEXT).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2).font(BODY_FONT).fontSize(9);
  };
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number } = {}) =>
    doc
      .font(BODY_FONT)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? TEXT)
      .text(text, MARGIN + (options.indent ?? 0), doc.y, { width: width - (options.indent ?? 0) });

  doc.font(BOLD_FONT).fontSize(18).fillColor(TEXT).text('Cephalo headache report', MARGIN, MARGIN);
  doc
    .moveDown(0.3)
    .font(BODY_FONT)
    .fontSize(10)
    .text(`Clinic: ${data.clinicName ?? 'none'}    Doctor: ${data.doctorName ?? 'none'}`);
  doc.text(`Patient: ${data.patientName}`);
  doc.text(`Period: ${longDate(data.from)} to ${longDate(data.to)} (${days(data.period.days_counted)})    Generated: ${longDate(data.generatedOn)}`);
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(MARGIN + width, doc.y + 4)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 6;

  heading('Monthly numbers');
  // The header row may wrap to two lines; the number rows never do.
  const row = (cells: string[], { isBold = false, height = 13 }: { isBold?: boolean; height?: number } = {}) => {
    ensureSpace(height + 1);
    const top = doc.y;
    let x = MARGIN;
    doc
      .font(isBold ? BOLD_FONT : BODY_FONT)
      .fontSize(TABLE_TEXT.fontSize)
      .fillColor(TEXT);
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', x, top, { width: column.width - TABLE_TEXT.cellPadding, align: column.align, lineBreak: height > 13 });
      x += column.width;
    });
    doc.y = top + height;
  };
  row(
    COLUMNS.map((column) => column.title),
    { isBold: true, height: TABLE_TEXT.headerHeight },
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + width, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  for (const month of data.months) {
    row([
      // A month the period cuts is starred; the note under the table says which days it covers.
      `${monthName(month.month)}${month.is_partial ? ' *' : ''}`,
      String(month.headache_days),
      String(month.migraine_days),
      String(month.acute_medication_days),
      `${month.days_with_entry} of ${month.days_counted}`,
      percent(month.coverage),
      overuseShort(month.overuse),
    ]);
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 2;
  const { period } = data;
  row(
    [
      'Whole period',
      String(period.headache_days),
      String(period.migraine_days),
      String(period.acute_medication_days),
      `${period.days_with_entry} of ${period.days_counted}`,
      percent(period.coverage),
      '',
    ],
    { isBold: true },
  );
  const partialMonths = data.months
    .filter((month) => month.is_partial)
    .map((month) => `${monthName(month.month)} from ${longDate(month.from)} to ${longDate(month.to)} only`);
  paragraph(
    `${partialMonths.length > 0 ? `* Part of a month, the period starts or ends within it: ${partialMonths.join('; ')}. ` : ''}Days without an entry are not counted as headache-free: coverage shows how many are missing.`,
    { color: MUTED, size: 7.5 },
  );

  heading('Migraine days per month');
  ensureSpace(160);
  const chartTop = doc.y;
  drawMigraineChart(doc, data, { x: MARGIN, y: chartTop, width, height: 150 });
  doc.y = chartTop + 158;

  heading('Medication overuse (ICHD-3 8.2)');
  const { recentWindow } = data;
  paragraph(
    `${RECENT_WINDOW_LABEL} (${longDate(recentWindow.from)} to ${longDate(recentWindow.to)}): ${days(recentWindow.migraine_days, 'migraine day')}, ${days(recentWindow.acute_medication_days, 'acute medication day')}, ${describeOveruse(recentWindow.overuse)}.`,
  );
  const overuseMonths = data.months.filter((month) => month.overuse.status !== 'none');
  if (overuseMonths.length > 0)
    paragraph(`Months at or near a threshold: ${overuseMonths.map((month) => `${monthName(month.month)} (${overuseShort(month.overuse)})`).join(', ')}.`);
  paragraph(
    'ICHD-3 8.2 counts acute medicines on 10 or more days a month (triptans, ergots, opioids, combination analgesics, or several classes together) or 15 or more days (simple analgesics), regularly for more than 3 months. One month over a threshold is a pattern of use, not a diagnosis of medication-overuse headache.',
    { color: MUTED, size: 7.5 },
  );

  heading('Preventive treatments and response');
  if (data.treatments.length === 0) paragraph('No preventive treatment recorded.');
  for (const treatment of data.treatments) {
    ensureSpace(40);
    doc
      .font(BOLD_FONT)
      .fontSize(9)
      .fillColor(TEXT)
      .text(`${treatment.name}: from ${treatment.started_on}${treatment.stopped_on ? ` to ${treatment.stopped_on}` : ', ongoing'}`, MARGIN, doc.y, { width });
    paragraph(describeResponse(treatment), { indent: 10 });
    doc.moveDown(0.2);
  }
  paragraph(
    'Response: migraine days per 30 logged days in months 2-3 against the 90 days before the start; responder at a 50 % reduction (30 % for chronic migraine), after the IHS guidelines for controlled trials of preventive treatment.',
    { color: MUTED, size: 7.5 },
  );

  heading('Disability (MIDAS)');
  if (data.midasLatest) {
    const grade = MIDAS_GRADES.find((candidate) => candidate.grade === data.midasLatest?.grade);
    paragraph(
      `Latest MIDAS score ${data.midasLatest.score}, grade ${data.midasLatest.grade}${grade ? ` (${grade.label})` : ''}, answered on ${data.midasLatest.answered_on} (days lost over the 3 months before).`,
    );
  } else paragraph('No MIDAS questionnaire answered yet.');

  heading(`ICHD-3 comparison (${data.assessment.from} to ${data.assessment.to})`);
  paragraph(`${data.assessment.loggedDays} days logged, ${data.assessment.headacheDays} headache days.`);
  for (const candidate of data.assessment.candidates) {
    ensureSpace(24);
    doc.font(BOLD_FONT).fontSize(8.5).fillColor(TEXT).text(`${candidate.code} ${candidate.name}: ${candidate.status}`, MARGIN, doc.y, { width });
    paragraph(candidate.criteria.map((criterion) => `${criterion.met ? 'met' : 'missing'} ${criterion.id}: ${criterion.evidence}`).join('; '), {
      indent: 10,
      size: 7.5,
      color: MUTED,
    });
  }

  heading('Data coverage');
  paragraph(
    `${period.days_with_entry} of ${period.days_counted} days in the period have a diary entry (${percent(period.coverage)}). Numbers count logged days only and are never filled in for missing days.`,
  );
  doc.moveDown(0.6);
  paragraph(
    "This report counts what the patient entered in the diary. It is not a diagnosis: the ICHD-3 comparison and the overuse status support, and do not replace, a clinician's assessment.",
    { color: MUTED, size: 8 },
  );

  doc.end();
  return finished;
}
