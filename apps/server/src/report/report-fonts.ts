import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';

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

/**
 * Noto Sans CJK (SIL Open Font Licence), for Chinese and Japanese (decision 030): the system's copy
 * from Debian's fonts-noto-cjk (scripts/ensure-system-packages.sh installs it), or Fedora's and
 * Arch's places for the same files. Too large to ship (19 MB a weight); without it a Chinese or
 * Japanese report is written in English (render-outcomes-report.ts says so in the log).
 */
const CJK_FONT_FOLDERS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk'];

/** The faces of the collection: the Japanese and the simplified Chinese forms of the same characters. */
const CJK_FACE: Readonly<Record<'ja' | 'zh', string>> = { ja: 'jp', zh: 'sc' };

let cjkFiles: { regular: Buffer; bold: Buffer } | null | undefined;

/** The CJK font files, read once per process and only when a report needs them; null when the system has none. */
export function cjkFontFiles(folders = CJK_FONT_FOLDERS): { regular: Buffer; bold: Buffer } | null {
  if (cjkFiles !== undefined && folders === CJK_FONT_FOLDERS) return cjkFiles;
  const folder = folders.find((candidate) => fs.existsSync(`${candidate}/NotoSansCJK-Regular.ttc`) && fs.existsSync(`${candidate}/NotoSansCJK-Bold.ttc`));
  const files = folder ? { regular: fs.readFileSync(`${folder}/NotoSansCJK-Regular.ttc`), bold: fs.readFileSync(`${folder}/NotoSansCJK-Bold.ttc`) } : null;
  if (folders === CJK_FONT_FOLDERS) cjkFiles = files;
  return files;
}

/** Whether the report can be written in `language`: Chinese and Japanese need the CJK font. */
export const canDrawLanguage = (language: InterfaceLanguageCode): boolean => (language !== 'zh' && language !== 'ja') || cjkFontFiles() !== null;

export const BODY_FONT = 'ReportBody';
export const BOLD_FONT = 'ReportBold';
const CJK_BODY_FONT = 'ReportCjkBody';
const CJK_BOLD_FONT = 'ReportCjkBold';

/** Han, kana, CJK punctuation and full-width forms, Hangul: the characters DejaVu Sans cannot draw. */
const CJK_CHARACTER =
  /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3200-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

type Script = 'cjk' | 'ascii' | 'other';
const scriptOf = (character: string): Script => (CJK_CHARACTER.test(character) ? 'cjk' : character.charCodeAt(0) < 0x80 ? 'ascii' : 'other');

export interface ReportType {
  /** Writes `text` at (x, y), or where the last text ended, in the right font for each of its characters. */
  write: (text: string, x: number | undefined, y: number | undefined, options: PDFKit.Mixins.TextOptions & { isBold?: boolean }) => void;
  /** The font a text is measured in (heightOfString, widthOfString): the one of its first character that needs one. */
  fontOf: (text: string, isBold?: boolean) => string;
}

/**
 * The report's type for `language`: DejaVu Sans, and Noto Sans CJK (its Japanese or Chinese face)
 * for CJK characters. A Chinese or Japanese report writes its Latin digits and letters in Noto too,
 * so a line reads in one design; letters Noto does not have (ć, ά, most of Cyrillic's accents) come
 * from DejaVu. A text of several fonts shares one baseline.
 */
export function registerReportFonts(doc: InstanceType<typeof PDFDocument>, language: InterfaceLanguageCode = 'en'): ReportType {
  doc.registerFont(BODY_FONT, REPORT_FONTS.regular);
  doc.registerFont(BOLD_FONT, REPORT_FONTS.bold);
  const isCjkLanguage = language === 'zh' || language === 'ja';
  const face = language === 'ja' ? CJK_FACE.ja : CJK_FACE.zh;
  let hasCjkFonts: boolean | undefined;
  const cjkFontsRegistered = (): boolean => {
    if (hasCjkFonts !== undefined) return hasCjkFonts;
    const files = cjkFontFiles();
    if (files) {
      doc.registerFont(CJK_BODY_FONT, files.regular, `NotoSansCJK${face}-Regular`);
      doc.registerFont(CJK_BOLD_FONT, files.bold, `NotoSansCJK${face}-Bold`);
    }
    hasCjkFonts = files !== null;
    return hasCjkFonts;
  };
  const fontFor = (script: Script, isBold: boolean): string => {
    const useCjk = script === 'cjk' || (script === 'ascii' && isCjkLanguage);
    if (useCjk && cjkFontsRegistered()) return isBold ? CJK_BOLD_FONT : CJK_BODY_FONT;
    return isBold ? BOLD_FONT : BODY_FONT;
  };
  const primaryFont = (isBold: boolean) => fontFor('ascii', isBold);

  /** Consecutive characters of one font; spaces and ASCII punctuation stay with the run they are in. */
  const runsOf = (text: string, isBold: boolean): { font: string; text: string }[] => {
    const runs: { font: string; text: string }[] = [];
    for (const character of text) {
      const font = /[\s.,:;!?()'"%*/-]/.test(character) && runs.length > 0 ? (runs.at(-1)?.font ?? primaryFont(isBold)) : fontFor(scriptOf(character), isBold);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += character;
      else runs.push({ font, text: character });
    }
    return runs;
  };

  return {
    fontOf: (text, isBold = false) => runsOf(text, isBold).find((run) => run.font !== primaryFont(isBold))?.font ?? primaryFont(isBold),
    write: (text, x, y, { isBold = false, ...options }) => {
      const runs = runsOf(text, isBold);
      const [first] = runs;
      // One font, or an aligned cell (a number or a month): written as one text, in the font of its first character.
      if (!first || runs.length === 1 || (options.align !== undefined && options.align !== 'left')) {
        doc.font(first?.font ?? primaryFont(isBold)).text(text, x, y, options);
        return;
      }
      // The primary font's baseline for every run (pdfkit puts a text's top at y, and the fonts' ascents differ).
      doc.font(primaryFont(isBold));
      const baseline = -(((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * (doc as unknown as { _fontSize: number })._fontSize);
      runs.forEach((run, index) => {
        doc.font(run.font);
        const runOptions = { ...options, baseline, continued: index < runs.length - 1 };
        if (index === 0) doc.text(run.text, x, y, runOptions);
        else doc.text(run.text, runOptions);
      });
    },
  };
}
