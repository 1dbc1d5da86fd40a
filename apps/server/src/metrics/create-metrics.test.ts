import { describe, expect, it } from 'vitest';
import { createMetrics } from './create-metrics';

describe('metrics of one app', () => {
  it('keeps its counts in its own registry, so two apps in one process do not mix them', async () => {
    const first = createMetrics({ withProcessMetrics: false });
    const second = createMetrics({ withProcessMetrics: false });
    first.recordJobRun('diary-reminder', 'ok');
    first.recordJobRun('diary-reminder', 'ok');
    first.recordJobRun('diary-reminder', 'skipped');
    first.recordRequest({ method: 'GET', route: '/api/me', statusCode: 200, seconds: 0.012 });

    const firstText = await first.registry.metrics();
    expect(firstText).toContain('cephalo_job_runs_total{job="diary-reminder",outcome="ok"} 2');
    expect(firstText).toContain('cephalo_job_runs_total{job="diary-reminder",outcome="skipped"} 1');
    expect(firstText).toContain('cephalo_http_requests_total{method="GET",route="/api/me",status_code="200"} 1');
    // 12 ms falls in the 25 ms bucket and every larger one, not in the 10 ms one.
    expect(firstText).toContain('cephalo_http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/me",status_code="200"} 0');
    expect(firstText).toContain('cephalo_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/me",status_code="200"} 1');

    const secondText = await second.registry.metrics();
    expect(secondText).not.toContain('diary-reminder');
    expect(secondText).not.toContain('route="/api/me"');
    // Without METRICS_TOKEN nobody scrapes: no event-loop monitor or GC observer is started.
    expect(secondText).not.toContain('process_cpu_user_seconds_total');
    expect(await createMetrics({ withProcessMetrics: true }).registry.metrics()).toContain('process_cpu_user_seconds_total');
  });

  it('reads the pool counts at scrape time', async () => {
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 0 };
    const metrics = createMetrics({ pool, withProcessMetrics: false });
    pool.waitingCount = 7;
    const text = await metrics.registry.metrics();
    expect(text).toContain('cephalo_db_pool_connections{state="total"} 4');
    expect(text).toContain('cephalo_db_pool_connections{state="idle"} 1');
    expect(text).toContain('cephalo_db_pool_connections{state="waiting"} 7');
    expect(await createMetrics({ withProcessMetrics: false }).registry.metrics()).not.toContain('cephalo_db_pool_connections');
  });
});
