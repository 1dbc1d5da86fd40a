import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (free licence, from the dejavu-fonts-ttf package), embedded as a subset of the
 * glyphs used: names and medicines keep their letters in any Latin, Cyrillic or Greek spelling
 * (Jovanović, Đorđe, Иван), which the built-in PDF fonts cannot show, and text tools such as
 * pdftotext still read them.
 */
export const REPORT_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const BODY_FONT = 'ReportBody';
export const BOLD_FONT = 'ReportBold';

export function registerReportFonts(doc: InstanceType<typeof PDFDocument>): void {
  doc.registerFont(BODY_FONT, REPORT_FONTS.regular);
  doc.registerFont(BOLD_FONT, REPORT_FONTS.bold);
}
