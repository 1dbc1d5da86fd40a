import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { SERVER_CATALOGUES, serverTextsFor, type ServerTextKey } from '../../i18n/server-texts';

/** The parts of the export whose entries the labels name: a part of the document and the prefix of its field labels. */
const FIELD_PARTS = {
  profile: 'export.profile.',
  diary: 'export.diary.',
  questions: 'export.questions.',
  preventive_treatments: 'export.preventive_treatments.',
  midas_scores: 'export.midas_scores.',
} as const;

const englishKeys = Object.keys(SERVER_CATALOGUES.en) as ServerTextKey[];
const keysUnder = (prefix: string) => englishKeys.filter((key) => key.startsWith(prefix));

/**
 * What the export's parts and fields mean, in the patient's interface language (decision 030). The
 * document's names stay the same in every language (`format: cephalo-export/1`), so a program reads
 * any patient's file; a person reads these labels beside them.
 */
export function exportLabels(language: InterfaceLanguageCode, exportedOn: string) {
  const { t } = serverTextsFor(language);
  const labelsUnder = (prefix: string) => Object.fromEntries(keysUnder(prefix).map((key) => [key.slice(prefix.length), t(key)]));
  return {
    language,
    about: t('export.about', { date: exportedOn }),
    sections: labelsUnder('export.section.'),
    fields: Object.fromEntries(Object.entries(FIELD_PARTS).map(([part, prefix]) => [part, labelsUnder(prefix)])),
  };
}
