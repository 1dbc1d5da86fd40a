import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { SERVER_CATALOGUES, serverTextsFor, type ServerTextKey, type ServerTextValues } from './server-texts';

const english = SERVER_CATALOGUES.en as Record<ServerTextKey, string>;

/** A `detail` of the English catalogue as the server writes it: whole, or as a pattern with its placeholders' values. */
interface DetailPattern {
  key: ServerTextKey;
  names: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `detail.*` keys of the English catalogue, each as the text the code throws: the domain keeps
 * its English sentences (the specification's words, and the tests that assert them), and a reply
 * in another language is found here by its English words.
 */
function readDetails(): { exact: Map<string, ServerTextKey>; patterns: DetailPattern[] } {
  const exact = new Map<string, ServerTextKey>();
  const patterns: DetailPattern[] = [];
  for (const key of Object.keys(english) as ServerTextKey[]) {
    if (!key.startsWith('detail.')) continue;
    const parts = compileMessageOrThrow(english[key]);
    if (parts.every((part) => typeof part === 'string')) {
      exact.set(parts.join(''), key);
      continue;
    }
    const names: string[] = [];
    const source = parts
      .map((part) => {
        if (typeof part === 'string') return escapeRegExp(part);
        // The English details have plain placeholders only ({count}), never a plural.
        names.push(part[0]);
        return '(.+?)';
      })
      .join('');
    patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  return { exact, patterns };
}

let details: ReturnType<typeof readDetails> | null = null;

/** The key of an English `detail` and its values, or null for a text the catalogue does not hold (a field's message, a framework's). */
export function findDetail(detail: string): { key: ServerTextKey; values: ServerTextValues } | null {
  details ??= readDetails();
  const key = details.exact.get(detail);
  if (key) return { key, values: {} };
  for (const { key: patternKey, names, pattern } of details.patterns) {
    const match = pattern.exec(detail);
    if (!match) continue;
    // A number stays a number, so a translation's plural picks its form.
    const values = Object.fromEntries(
      names.map((name, index) => [name, /^\d+$/.test(match[index + 1] ?? '') ? Number(match[index + 1]) : (match[index + 1] ?? '')]),
    );
    return { key: patternKey, values };
  }
  return null;
}

/** A `detail` in `language`; as it came when English is asked for or the catalogue does not know it. */
export function translateDetail(detail: string, language: InterfaceLanguageCode): string {
  if (language === 'en') return detail;
  const found = findDetail(detail);
  return found ? serverTextsFor(language).t(found.key, found.values) : detail;
}
