/**
 * The name of the unique constraint a failed statement broke, or null for any other error.
 * Drizzle wraps driver errors (DrizzleQueryError) with the PostgreSQL error as `cause`;
 * PGlite and node-postgres both report SQLSTATE 23505 and the constraint name there.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error || isRecord(current); current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    if (!('cause' in (current as object))) break;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
