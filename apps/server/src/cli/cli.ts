import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { RoleSchema } from '@cephalo/shared/roles';
import { ConfigError, loadConfig } from '../config/env';
import { DataDirLockedError, acquireDataDirLock } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { HttpError } from '../errors/http-errors';
import { removeDemoData } from '../seed/remove-demo-data';
import { restrictNewFiles } from '../security/make-data-dir-private';
import { RestoreRefusedError } from '../backup/restore-backup';
import { backupCommand, restoreCommand } from './backup-commands';
import { createClinicCommand, createKeyCommand, listClinicsCommand } from './commands';

const USAGE = `Cephalo operator commands (run with the server's configuration; stop a server that uses the
embedded database first, since only one process may open it):

  npm run cli -- create-clinic --name "Clinic name" --admin-email admin@clinic.example
        [--plan Premium] [--expires-days 14]
      Creates a clinic and prints a one-use CLINIC_ADMIN registration key for that e-mail.

  npm run cli -- create-key --clinic <clinic id> --role USER|DOCTOR|CLINIC_ADMIN
        [--plan Premium] [--uses 1] [--expires-days 30] [--email someone@example.org]
      Prints a registration key for the clinic and role.

  npm run cli -- list-clinics
      Lists the clinics and their ids.

  npm run cli -- remove-demo-data
      Deletes the demo clinic, its accounts (and all their data) and its registration keys.

  npm run cli -- backup --out FILE
      Writes a consistent copy of the whole database (photos included) to FILE (new, 0600).

  npm run cli -- restore --from FILE
      Loads a backup into the configured database, which must be new and empty (for example a new
      PostgreSQL database in DATABASE_URL: the embedded database moves up with backup + restore).
`;

const PlanOption = z.string().trim().min(1).max(50).default('Premium');
const DaysOption = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

const CreateClinicArgs = z.object({
  name: z.string().trim().min(1, '--name is required').max(200),
  'admin-email': z.email('--admin-email must be an e-mail address'),
  plan: PlanOption,
  'expires-days': DaysOption(14),
});
const BackupArgs = z.object({ out: z.string({ error: '--out is required: the file to write' }).trim().min(1, '--out is required: the file to write') });
const RestoreArgs = z.object({
  from: z.string({ error: '--from is required: the backup file to load' }).trim().min(1, '--from is required: the backup file to load'),
});
const COMMANDS = ['create-clinic', 'create-key', 'list-clinics', 'remove-demo-data', 'backup', 'restore'] as const;

const CreateKeyArgs = z.object({
  clinic: z.uuid('--clinic must be a clinic id (see list-clinics)'),
  role: RoleSchema,
  plan: PlanOption,
  uses: z.coerce.number().int().min(1).max(100_000).default(1),
  'expires-days': DaysOption(30),
  email: z.email().optional(),
});

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      plan: { type: 'string' },
      'expires-days': { type: 'string' },
      clinic: { type: 'string' },
      role: { type: 'string' },
      uses: { type: 'string' },
      email: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
    },
  });
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    process.stdout.write(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  restrictNewFiles();
  const releaseLock = config.isEmbeddedDatabase ? acquireDataDirLock(config.DATA_DIR) : () => undefined;
  const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.pgliteDir });
  try {
    let output: string;
    if (command === 'create-clinic') output = await createClinicCommand(database.db, CreateClinicArgs.parse(values), config.PUBLIC_URL);
    else if (command === 'create-key') output = await createKeyCommand(database.db, CreateKeyArgs.parse(values), config.PUBLIC_URL);
    else if (command === 'remove-demo-data') output = `Removed ${await removeDemoData(database.db)} demo accounts, the demo keys and the demo clinic.`;
    else if (command === 'backup') output = await backupCommand(database, config.uploadsDir, BackupArgs.parse(values).out);
    else if (command === 'restore') output = await restoreCommand(database, RestoreArgs.parse(values).from);
    else output = await listClinicsCommand(database.db);
    process.stdout.write(`${output}\n`);
    return 0;
  } finally {
    await database.close();
    releaseLock();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof z.ZodError) {
      process.stderr.write(`${error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n\n${USAGE}`);
    } else if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof HttpError || error instanceof RestoreRefusedError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  });
