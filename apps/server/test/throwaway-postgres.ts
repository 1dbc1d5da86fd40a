import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, on a free port, that the test may stop and start again
 * (the shared server on 5432 serves other suites at the same time and must never be stopped).
 * Made with the Debian binaries (/usr/lib/postgresql/<version>/bin); initdb refuses root, so as
 * root the cluster belongs to the postgres user. Everything is removed on `destroy` or at exit.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL binaries (initdb, pg_ctl) under ${root}/*/bin: this test needs a cluster of its own.`);
  return path.join(root, newest, 'bin');
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binaries();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-pg-'));
  const dataDir = path.join(folder, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    fs.chownSync(folder, uid!, gid!);
  }
  // As root, each command runs as the postgres user.
  const asOwner = (command: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
  const port = await freePort();
  const pgCtl = (args: string[]) => asOwner('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'server.log'), ...args]);

  const removeNow = () => {
    try {
      execFileSync(
        isRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        [...(isRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []), '-D', dataDir, '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      );
    } catch {
      // Not running.
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', removeNow);

  try {
    await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const cluster: ThrowawayPostgres = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      start: async () => {
        await pgCtl(['-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, '-w', '-t', '30', 'start']);
      },
      stop: async () => {
        await pgCtl(['-m', 'fast', '-w', 'stop']);
      },
      destroy: async () => {
        process.removeListener('exit', removeNow);
        await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
    await cluster.start();
    return cluster;
  } catch (error) {
    process.removeListener('exit', removeNow);
    const log = fs.existsSync(path.join(folder, 'server.log')) ? fs.readFileSync(path.join(folder, 'server.log'), 'utf8').slice(-2000) : '';
    removeNow();
    throw new Error(`Could not start a PostgreSQL cluster of the test's own: ${(error as Error).message}\n${log}`, { cause: error });
  }
}
