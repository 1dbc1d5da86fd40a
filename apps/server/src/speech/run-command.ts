import { spawn } from 'node:child_process';

/** Runs a program without a shell (arguments are never interpreted) and collects its output. */
export function runCommand(
  command: string,
  args: string[],
  { input, timeoutMs = 60_000 }: { input?: Buffer; timeoutMs?: number } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new Error(`${command} exited with ${code}: ${stderr.slice(-300)}`));
    });
    child.stdin.end(input);
  });
}

/** Whether a program is on the PATH. */
export async function hasCommand(command: string): Promise<boolean> {
  try {
    await runCommand('sh', ['-c', 'command -v -- "$1"', 'sh', command], { timeoutMs: 5000 });
    return true;
  } catch {
    return false;
  }
}
