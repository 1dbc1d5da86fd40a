import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n, type MessageKey, type MessageValues } from './i18n';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The text of `key` in the interface language, for a component: it renders again when the language
 * changes. Outside I18nProvider (a unit test) it reads the app's instance as it is.
 */
export function useT(): Translate {
  const context = useContext(LinguiContext);
  const active = context?.i18n ?? i18n;
  // context._ is a new function when the language changes: components that memoise on `t` follow.
  return (context?._ ?? active._.bind(active)) as Translate;
}
