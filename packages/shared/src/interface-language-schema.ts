import { z } from 'zod';
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from './interface-languages';

// The list lives without zod (interface-languages.ts: /login shows without the validation library); its schema is here.
const CODES = INTERFACE_LANGUAGES.map((language) => language.code) as [InterfaceLanguageCode, ...InterfaceLanguageCode[]];

/**
 * A person's interface language (issue 36, decision 030): the code of one of the 18 languages the
 * web app and the server's texts speak. The server writes that person's e-mails, messages, PDF
 * report and data export in it.
 */
export const InterfaceLanguageCodeSchema = z.enum(CODES, { error: 'interface_language must be one of the interface languages' });
