import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { serverTextsFor } from '../i18n/server-texts';
import { COLUMNS, TABLE_TEXT, renderOutcomesReport } from './render-outcomes-report';
import { LONGEST_REPORT as longest } from './report-fixture';
import { canDrawLanguage, registerReportFonts } from './report-fonts';
import { reportWords } from './report-words';

const hasPdftotext = fs.existsSync('/usr/bin/pdftotext');

/** The report's text as pdftotext reads it; this process's own file, since the PGlite and PostgreSQL runs write theirs at the same time. */
async function reportText(language: InterfaceLanguageCode): Promise<string> {
  const file = path.resolve(`.tmp/screens/report-${language}-text.${process.pid}.pdf`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await renderOutcomesReport(longest, { language }));
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  fs.rmSync(file);
  return text;
}

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

  it.skipIf(!hasPdftotext)('writes the responses, the overuse month and the MIDAS grade in words (needs pdftotext)', async () => {
    const text = await reportText('en');
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

  it.skipIf(!hasPdftotext)("writes a Serbian reader's report in Cyrillic, the assistant's ICHD-3 words too (needs pdftotext)", async () => {
    const text = await reportText('sr');
    expect(text).toContain('Cephalo извештај о главобољи');
    expect(text).toContain('Пацијент: Đorđe Jovanović');
    expect(text).toContain('Период: од 1. јануар 2025. до 28. јануар 2026. (393 дана)');
    expect(text).toContain('Последњих 28 дана');
    expect(text).toContain('Добар одговор: број дана мигрене смањио се за 63,7 % (праг 50 %)');
    expect(text).toContain('1.1 Мигрена без ауре: нису испуњени');
    // A criterion's letters stay the criteria's: "B-D", not "Б-Д".
    expect(text).toContain('критеријуме B-D');
    expect(text).not.toMatch(/\d\.\./);
  });

  it.skipIf(!hasPdftotext || !canDrawLanguage('ja'))(
    "writes a Japanese reader's report in Japanese, in Noto Sans CJK (needs pdftotext and fonts-noto-cjk)",
    async () => {
      const pdf = await renderOutcomesReport(longest, { language: 'ja', compress: false });
      expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
      const text = await reportText('ja');
      for (const label of [
        'Cephalo 頭痛レポート',
        '月ごとの数値',
        '頭痛日数',
        '片頭痛日数',
        '予防療法とその効果',
        '支障度（MIDAS）',
        'ICHD-3 との照合',
        'データの記録率',
      ])
        expect(text).toContain(label);
      expect(text).toContain('期間：2025年1月1日～2026年1月28日（393日）');
      expect(text).toContain('有効：片頭痛日数が 63.7% 減少しました（基準 50%）');
      expect(text).toContain('2025年3月（使用過多）');
      // The patient's Latin letters that Noto does not have come from DejaVu.
      expect(text).toContain('患者：Đorđe Jovanović');
    },
  );
});

describe('the report in each language', () => {
  it.each(INTERFACE_LANGUAGES.filter(({ code }) => canDrawLanguage(code)))('$name fits on at most two A4 pages', async ({ code }) => {
    const raw = (await renderOutcomesReport(longest, { language: code, compress: false })).toString('latin1');
    expect((raw.match(/\/Type \/Page\b/g) ?? []).length).toBeLessThanOrEqual(2);
  });

  it('fills the A4 text width with the monthly table', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 42 });
    expect(COLUMNS.reduce((sum, column) => sum + column.width, 0)).toBe(Math.floor(doc.page.width - 2 * 42));
  });

  it.each(INTERFACE_LANGUAGES.filter(({ code }) => canDrawLanguage(code)))(
    "$name: every column title's words fit their column, in at most three lines; the unwrapped cells fit in one",
    ({ code }) => {
      const doc = new PDFDocument({ size: 'A4', margin: 42 });
      const type = registerReportFonts(doc, code);
      const { t } = serverTextsFor(code);
      const words = reportWords(code);
      doc.fontSize(TABLE_TEXT.fontSize);
      const width = (text: string, isBold: boolean) => doc.font(type.fontOf(text, isBold)).widthOfString(text);
      for (const column of COLUMNS) {
        const title = t(column.title);
        const room = column.width - TABLE_TEXT.cellPadding;
        // A long word may carry soft hyphens (\u00ad), where it breaks with a hyphen; Chinese and Japanese break between any two characters.
        const parts =
          code === 'zh' || code === 'ja'
            ? [...title]
            : title.split(/\s+/).flatMap((word) => word.split('\u00ad').map((part, index, all) => (index < all.length - 1 ? `${part}-` : part)));
        for (const part of parts) expect(width(part, true), `${code} ${title}: "${part}"`).toBeLessThanOrEqual(room);
        doc.font(type.fontOf(title, true));
        const lines = Math.round(doc.heightOfString(title, { width: room }) / doc.heightOfString('M'));
        expect(lines, `${code} ${title}`).toBeLessThanOrEqual(3);
      }
      const [month, , , , , , overuse] = COLUMNS.map((column) => column.width - TABLE_TEXT.cellPadding);
      expect(width(t('report.wholePeriod'), true), `${code} whole period`).toBeLessThanOrEqual(month ?? 0);
      for (const name of ['2026-09', '2026-05', '2026-11'])
        expect(width(`${words.monthName(name)} *`, false), `${code} ${name}`).toBeLessThanOrEqual(month ?? 0);
      for (const key of ['report.overuse.short.none', 'report.overuse.short.atRisk', 'report.overuse.short.overuse'] as const)
        expect(width(t(key), false), `${code} ${key}`).toBeLessThanOrEqual(overuse ?? 0);
    },
  );
});
