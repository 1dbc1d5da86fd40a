/**
 * An e-mail address that may wrap before the @ when a column is narrow, instead of between any
 * two letters.
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
