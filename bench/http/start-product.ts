import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningProduct {
  baseUrl: string;
  /** The product's process, for its CPU time (process-cpu.ts). */
  pid: number;
  /** From spawning the process to the first answered request (GET /api/health). */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the product as production does (`node apps/server/dist/server.js`), or through tsx
 * from the sources, and waits for its first answer.
 */
export async function startProduct({
  env,
  port,
  fromSources = false,
  serverDist = 'apps/server/dist',
}: {
  env: Record<string, string>;
  port: number;
  fromSources?: boolean;
  /** The compiled server's folder, relative to the repository (build.mjs --outdir). */
  serverDist?: string;
}): Promise<RunningProduct> {
  // BENCH_PROFILE_DIR=folder writes a CPU profile of each compiled run (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const command = fromSources
    ? ([path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts']] as const)
    : ([process.execPath, [...profile, path.join(serverDist, 'server.js')]] as const);
  const started = performance.now();
  const child = spawn(command[0], [...command[1]], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product did not start:\n${errorOutput}`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { baseUrl, pid: child.pid!, startMs: performance.now() - started, stop: () => stopProcess(child) };
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
