import type { AccessLogEntry } from '@cephalo/shared/access-log';
import type { Role } from '@cephalo/shared/roles';

const ROLE_WORDS: Record<Role, string> = { USER: 'Patient', DOCTOR: 'Doctor', CLINIC_ADMIN: 'Clinic administrator' };

/**
 * A cell as CSV (RFC 4180) that a spreadsheet shows as text: quoted, quotes doubled, and a cell
 * that starts like a formula (= + - @, tab, return) led by an apostrophe, since names are typed
 * by people and must not run as formulas when the administrator opens the file (OWASP, CSV injection).
 */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * The trail as the administrator reads it on screen, one line a row: the same names and
 * pseudonyms (describeAccessRow), never more. A list row names how many patients it showed.
 */
export function clinicTrailCsv(entries: AccessLogEntry[]): string {
  const header = ['When (UTC)', 'Who', 'Role', 'What', 'Patient', 'Patient id', 'Patients shown'];
  const lines = entries.map((entry) =>
    [entry.at, entry.actor_name, ROLE_WORDS[entry.actor_role], entry.description, entry.patient_name ?? '', entry.patient_id ?? '', entry.patient_count]
      .map(csvCell)
      .join(','),
  );
  // The BOM lets a spreadsheet read the names' accents as UTF-8.
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
