import { setupI18n } from '@lingui/core';
import english from './catalogues/en.json';
import { dateFormats } from './format';
import type { Translate } from './use-t';

/**
 * For unit tests of code that words a text from the catalogue: the English catalogue, which is the
 * specification's English (decision 029). The app never imports it (each language is a download).
 */
const i18n = setupI18n({ locale: 'en', messages: { en: english } });

export const englishT: Translate = (key, values) => i18n._(key, values);
export const ENGLISH_FORMATS = dateFormats('en');
