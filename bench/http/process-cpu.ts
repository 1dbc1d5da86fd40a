import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU milliseconds a process has used so far (user and system, all its threads), from
 * /proc/<pid>/stat; null where there is no /proc. Unlike wall time, it does not grow when the
 * machine is shared and the process waits for a core.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds the whole machine has lost to other guests of its host so far ("steal" in
 * /proc/stat); null where there is no /proc. Steal during a run means its wall-clock figures
 * were measured on a machine that was not all there.
 */
export function stolenCpuMs(): number | null {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    return (Number(ticks[7]) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

// USER_HZ, the unit of /proc's times: 100 on Linux (getconf CLK_TCK).
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts a stopwatch of the CPU the machine loses to other guests; `describe()` says how much was
 * lost since, as a line a benchmark prints under its figures.
 */
export function watchStolenCpu(): { describe(): string } {
  const stolenBefore = stolenCpuMs();
  const startedAt = performance.now();
  return {
    describe() {
      const stolen = stolenCpuMs();
      if (stolen === null || stolenBefore === null) return 'CPU lost to other guests of the host: not measured (no /proc/stat)';
      const coreMs = (performance.now() - startedAt) * os.cpus().length;
      const lost = stolen - stolenBefore;
      return `CPU lost to other guests of the host during the run: ${(lost / 1000).toFixed(1)} s, ${((lost / coreMs) * 100).toFixed(1)} % of the cores' time (figures move with it)`;
    },
  };
}
