import type { ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type JobOutcome = 'ok' | 'error' | 'skipped';

/** What node-postgres reports about its pool (pg.Pool has these counters). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics {
  /** This app's own registry: tests build several apps in one process, each with its own counts. */
  registry: Registry;
  /** One answered HTTP request; `route` is the route's pattern (never the raw URL, which holds ids). */
  recordRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** Counts a chat answer as in flight until its response closes (finished or abandoned). */
  trackChatStream(response: ServerResponse): void;
  /** One run of a background job (the integrator calls it from jobs/diary-reminder-job.ts). */
  recordJobRun(job: string, outcome: JobOutcome): void;
}

/**
 * Latency buckets in seconds: most API answers take milliseconds; a streamed chat answer takes
 * seconds and belongs in the upper buckets rather than in +Inf.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics({ pool, withProcessMetrics }: { pool?: PoolCounts; withProcessMetrics: boolean }): Metrics {
  const registry = new Registry();
  // The default process metrics start an event-loop monitor and a GC observer for each registry:
  // only worth it when someone scrapes them (METRICS_TOKEN set), not in every test app.
  if (withProcessMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'cephalo_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'cephalo_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const chatStreams = new Gauge({ name: 'cephalo_chat_streams_in_flight', help: 'Chat answers being streamed right now', registers: [registry] });
  const jobRuns = new Counter({
    name: 'cephalo_job_runs_total',
    help: 'Runs of background jobs, by job and outcome (skipped: another instance held the job)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  if (pool) {
    // Read at scrape time, so the numbers are those of the moment, not of the last request.
    new Gauge({
      name: 'cephalo_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    registry,
    recordRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    trackChatStream(response) {
      chatStreams.inc();
      // 'close' comes once, whether the answer ended or the asker went away.
      response.once('close', () => chatStreams.dec());
    },
    recordJobRun(job, outcome) {
      jobRuns.inc({ job, outcome });
    },
  };
}
