import { Anchor, Text } from '@mantine/core';

/**
 * The tel: link of a phone text, or null when the text is not a number one can dial: the profile
 * and clinic forms accept any text (the specification gives them no validation), such as
 * "mornings only".
 */
export const telHref = (phone: string): string | null => {
  const dialable = phone.replace(/[\s()./-]/g, '');
  return /^\+?\d{3,}$/.test(dialable) ? `tel:${dialable}` : null;
};

/** A phone text: a tel: link when it can be dialled, plain text otherwise. */
export function PhoneNumber({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? (
    <Anchor href={href} size="sm">
      {phone}
    </Anchor>
  ) : (
    <Text span size="sm">
      {phone}
    </Text>
  );
}
