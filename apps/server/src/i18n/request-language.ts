import type { FastifyRequest } from 'fastify';
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguageCode, matchInterfaceLanguage, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';

/**
 * The languages of an Accept-Language header, most wanted first (RFC 9110 12.5.4: a missing q is 1,
 * q=0 means "not this one"; equal weights keep their order). The web app sends its interface
 * language there with every request (api-client.ts); a browser sends its own list.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a request names (decision 030): its body's (registration, a mail asked for by
 * address), else the first of its Accept-Language the server speaks; undefined when it names none.
 */
export function namedLanguage(request: Pick<FastifyRequest, 'headers'>, bodyLanguage?: unknown): InterfaceLanguageCode | undefined {
  if (isInterfaceLanguageCode(bodyLanguage)) return bodyLanguage;
  const header = request.headers['accept-language'];
  return matchInterfaceLanguage(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/** The language to answer a request in: the one it names, else `fallback` (a signed-in person's own, where the caller has it), else English. */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'>,
  { named, fallback }: { named?: unknown; fallback?: InterfaceLanguageCode } = {},
): InterfaceLanguageCode {
  return namedLanguage(request, named) ?? fallback ?? DEFAULT_INTERFACE_LANGUAGE;
}

/** A stored language code, or English for a value the server does not speak (a row written by hand). */
export const storedLanguage = (value: string | null | undefined): InterfaceLanguageCode =>
  isInterfaceLanguageCode(value) ? value : DEFAULT_INTERFACE_LANGUAGE;
