import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n as appI18n } from './i18n';

/**
 * Some English texts are declared outside the screens: the zod schemas' messages of
 * packages/shared (the specification's words, and the server's field messages with them), the
 * navigation's labels of the screen registry, the greeting of the hour (greeting.ts), the agents' names and
 * capabilities (agent-catalog.ts). The
 * catalogue keeps each under
 * `<namespace>.<the English text>`, so the declaration stays the English source: shown in the
 * interface language when the catalogue has it, as it came otherwise (a server `detail` that is
 * not in the catalogue yet). The catalogue test checks that each such key names a text the
 * sources still declare.
 */
export type SourceNamespace = 'validation' | 'nav' | 'greeting' | 'agent';

/** A declared English text in the language `active` shows (outside React: the chat page's words at build time). */
export const sourceTextIn =
  (active: I18n) =>
  (namespace: SourceNamespace, english: string): string => {
    const key = `${namespace}.${english}`;
    return active.messages[key] === undefined ? english : active._(key);
  };

export function useSourceText(): (namespace: SourceNamespace, english: string) => string {
  return sourceTextIn(useContext(LinguiContext)?.i18n ?? appI18n);
}

/** A form field's message (zod's or the server's) in the interface language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const sourceText = useSourceText();
  return (message) => (message === undefined ? undefined : sourceText('validation', message));
}
