import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey, MessageValues } from './i18n';

interface TProps {
  id: MessageKey;
  values?: MessageValues;
  /** The elements of the message's numbered tags: "Don't have an account? <0>Sign up</0>". */
  components?: Record<string, ReactElement>;
}

/** A text with elements inside it (a link in a sentence), in the interface language. */
export function T({ id, values, components }: TProps) {
  return <Trans id={id} values={values} components={components} />;
}
