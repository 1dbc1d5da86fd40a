import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The server compiled once per test run by global-setup.ts, as production runs it (no tsx). Its
 * folder sits beside apps/server/dist, so the server's node_modules resolve the same; a run beside
 * another one (scripts/test.sh runs the PGlite and PostgreSQL runs together) names its own with
 * TEST_SERVER_DIST=apps/server/dist-test-<name>.
 */
export const TEST_SERVER_DIST = process.env.TEST_SERVER_DIST ?? 'apps/server/dist-test';
if (!/^apps\/server\/dist-test[\w-]*$/.test(TEST_SERVER_DIST))
  throw new Error('TEST_SERVER_DIST must be apps/server/dist-test or apps/server/dist-test-<name>');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the compiled server as `npm run serve` does, in a real process. */
export function startServerProcess(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', `${TEST_SERVER_DIST}/server.js`], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '.tmp/no-web-app',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Waits until GET /api/health answers 200, or the process ends. A start takes about 7 s on a quiet
 * machine, but 50-120 s and more on the 2-core CI machine while the PGlite, PostgreSQL and browser
 * runs share it (29 November: starts timed out at 120 s with nothing wrong), hence the margin.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  while (Date.now() < deadline && !hasExited) {
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function login(baseUrl: string, username: string, password: string) {
  return fetch(`${baseUrl}/api/token`, { method: 'POST', body: new URLSearchParams({ username, password }) });
}
