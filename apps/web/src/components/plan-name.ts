import type { MessageKey } from '../i18n/i18n';
import type { Translate } from '../i18n/use-t';

const PLAN_KEYS: Record<string, MessageKey> = { Free: 'planName.Free', Basic: 'planName.Basic', Premium: 'planName.Premium' };

/** A plan's name in the interface language (the server and the stored choice keep the English name); an unknown plan as it came. */
export const planName = (plan: string, t: Translate): string => {
  const key = PLAN_KEYS[plan];
  return key ? t(key) : plan;
};
