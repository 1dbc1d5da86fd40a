import { z } from 'zod';

/**
 * A backup file: gzip-compressed lines of JSON. The first line is the header, then each line
 * holds rows of one table (as PostgreSQL's row_to_json writes them: bytea as \x hex, timestamps
 * as ISO text), and the last line counts them, so a cut file is refused rather than half-loaded.
 */
export const BACKUP_FORMAT = 'cephalo-backup';

export const BackupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.string(),
  /** Migrations the source had applied: a restore needs the same version of Cephalo. */
  migrations: z.number().int().min(0),
  source: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export const BackupRowsLineSchema = z.object({ table: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.array(z.record(z.string(), z.unknown())) });
export const BackupEndLineSchema = z.object({ end: z.literal(true), row_counts: z.record(z.string(), z.number().int().min(0)) });

/** Rows per line (and per INSERT on restore): small enough to keep memory flat for years of diary. */
export const ROWS_PER_LINE = 500;
