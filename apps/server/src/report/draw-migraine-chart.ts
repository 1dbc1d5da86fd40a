import { daysInMonth } from '@cephalo/clinic/outcomes/count-monthly-outcomes';
import type { OutcomesReportData } from './outcomes-report-data';
import type { ReportType } from './report-fonts';
import type { ReportWords } from './report-words';

const BAR = '#4f6d8f';
const AXIS = '#555555';
const MARK = '#c0392b';
const LABEL_ROW = 8;

/**
 * A bar chart of migraine days per month in vector shapes, with a labelled y axis, the months
 * under the bars and each treatment start in the period as a numbered dashed red line at its
 * date, named in a legend below.
 */
export function drawMigraineChart(
  doc: PDFKit.PDFDocument,
  data: Pick<OutcomesReportData, 'months' | 'treatments'>,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
  { words, type }: { words: ReportWords; type: ReportType },
): void {
  const { t } = words;
  const axisWidth = 28;
  const plotX = x + axisWidth;
  const plotWidth = width - axisWidth;
  // Two rows above the grid hold the numbers of treatment starts; below, the months and a legend.
  const plotTop = y + 2 * LABEL_ROW + 12;
  const plotHeight = height - 2 * LABEL_ROW - 50;
  const plotBottom = plotTop + plotHeight;
  const highest = Math.max(4, ...data.months.map((month) => month.migraine_days));
  const step = highest <= 8 ? 2 : highest <= 20 ? 5 : 10;
  const top = Math.ceil(highest / step) * step;
  const yOf = (value: number) => plotBottom - (value / top) * plotHeight;

  doc.save();
  doc.fontSize(7).fillColor(AXIS);
  type.write(t('report.chart.axis'), x, plotTop - 12, { width: axisWidth - 4, align: 'right', lineBreak: false });
  for (let value = 0; value <= top; value += step) {
    type.write(String(value), x, yOf(value) - 3, { width: axisWidth - 4, align: 'right', lineBreak: false });
    doc
      .moveTo(plotX, yOf(value))
      .lineTo(plotX + plotWidth, yOf(value))
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
  }
  doc
    .moveTo(plotX, plotTop)
    .lineTo(plotX, plotBottom)
    .lineTo(plotX + plotWidth, plotBottom)
    .lineWidth(0.8)
    .strokeColor(AXIS)
    .stroke();

  const slot = plotWidth / Math.max(1, data.months.length);
  data.months.forEach((month, index) => {
    const barWidth = Math.min(28, slot * 0.6);
    const barX = plotX + slot * index + (slot - barWidth) / 2;
    if (month.migraine_days > 0) doc.rect(barX, yOf(month.migraine_days), barWidth, plotBottom - yOf(month.migraine_days)).fill(BAR);
    doc.fillColor('#222222').fontSize(7);
    type.write(String(month.migraine_days), plotX + slot * index, yOf(month.migraine_days) - 9, { width: slot, align: 'center', lineBreak: false });
    doc.fillColor(AXIS);
    type.write(`${words.monthName(month.month, data.months.length > 6)}${month.is_partial ? ' *' : ''}`, plotX + slot * index, plotBottom + 4, {
      width: slot,
      align: 'center',
      lineBreak: false,
    });
  });

  // A start date sits at its place within its month's slot, its dashed line topped by a number;
  // the names go in a legend below, so close starts never write over each other. A number that
  // would touch the one before moves up a row.
  const legend: string[] = [];
  let previous: { markX: number; row: number } | null = null;
  for (const treatment of [...data.treatments].sort((a, b) => a.started_on.localeCompare(b.started_on))) {
    const index = data.months.findIndex((month) => treatment.started_on >= month.from && treatment.started_on <= month.to);
    const month = data.months[index];
    if (!month) continue;
    const length = daysInMonth(Number(month.month.slice(0, 4)), Number(month.month.slice(5, 7)));
    const markX = plotX + slot * (index + (Number(treatment.started_on.slice(8, 10)) - 0.5) / length);
    const row: number = previous && markX - previous.markX < 10 ? (previous.row + 1) % 2 : 0;
    previous = { markX, row };
    legend.push(t('report.chart.start', { number: legend.length + 1, name: treatment.name, date: words.shortDate(treatment.started_on) }));
    const numberY = y + 2 + (1 - row) * LABEL_ROW;
    doc
      .moveTo(markX, numberY + 8)
      .lineTo(markX, plotBottom)
      .lineWidth(1)
      .dash(3, { space: 2 })
      .strokeColor(MARK)
      .stroke()
      .undash();
    doc.fontSize(7).fillColor(MARK);
    type.write(String(legend.length), markX - 10, numberY, { width: 20, align: 'center', lineBreak: false, isBold: true });
  }
  if (legend.length > 0) {
    doc.fillColor(MARK).fontSize(7);
    type.write(t('report.chart.starts', { starts: legend.join('; ') }), plotX, plotBottom + 24, { width: plotWidth, align: 'center' });
  }
  doc.fillColor(AXIS).fontSize(7);
  type.write(t('report.chart.caption'), plotX, plotBottom + 14, { width: plotWidth, align: 'center', lineBreak: false });
  doc.restore();
}
