// Adds up the test runners' JSON reports and the failed steps into one line: "N passed, N failed".
// A runner that left no report (it crashed) counts as one failure; so does each failed step
// (lint, type check, build). A runner that exited with an error while its report shows no failed
// test (Vitest's unhandled errors, for one) counts as one failure too.
import fs from 'node:fs';
import path from 'node:path';

const [resultsDir, expectedReports = '', ...failedSteps] = process.argv.slice(2);
const failedRunners = new Set((process.env.FAILED_RUNNERS ?? '').split(',').filter(Boolean));
let passed = 0;
let failed = failedSteps.length;
const problems = [...failedSteps];

for (const name of expectedReports.split(',').filter(Boolean)) {
  const file = path.join(resultsDir, name);
  const failedBefore = failed;
  if (!fs.existsSync(file)) {
    failed += 1;
    problems.push(`${name} missing`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky; // Playwright
    failed += report.stats.unexpected;
    if (report.errors?.length) {
      failed += 1;
      problems.push(`${name}: ${report.errors.length} error(s) outside tests`);
    }
  } else {
    passed += report.numPassedTests; // Vitest
    failed += report.numFailedTests;
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) {
      failed += report.numFailedTestSuites;
      // Which file and why, in the last lines: CI shows the end of this output (a failed
      // beforeAll skips the file's tests and says so only far above).
      const files = (report.testResults ?? [])
        .filter((file) => file.status === 'failed')
        .map(
          (file) =>
            `${path.relative(process.cwd(), file.name)} (${String(file.message ?? '')
              .split('\n')[0]
              .slice(0, 300)})`,
        );
      problems.push(`${name}: ${report.numFailedTestSuites} test file(s) failed to run${files.length > 0 ? `: ${files.join(', ')}` : ''}`);
    } else if (report.success === false && report.numFailedTests === 0) {
      failed += 1; // an error outside any test (configuration, unhandled rejection)
      problems.push(`${name}: the run failed outside the tests`);
    }
  }
  if (failedRunners.has(name) && failed === failedBefore) {
    failed += 1;
    problems.push(`${name}: the runner exited with an error outside the tests`);
  }
}
// STEP_TIMES: the "name=seconds" of each step of scripts/test.sh, joined by spaces.
const stepTimes = (process.env.STEP_TIMES ?? '').match(/[^=]+=\d+/g) ?? [];
if (stepTimes.length > 0) {
  const rows = stepTimes.map((entry) => {
    const [name, seconds] = entry.trim().split('=');
    return { name, seconds: Number(seconds) };
  });
  const width = Math.max('sum of the steps'.length, ...rows.map((row) => row.name.length));
  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  console.log('time per step:');
  for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${minutes(row.seconds)}`);
  console.log(`  ${'sum of the steps'.padEnd(width)}  ${minutes(rows.reduce((sum, row) => sum + row.seconds, 0))}`);
  // The browser journeys run beside the other steps, so the wall clock is less than the sum.
  if (process.env.WALL_SECONDS) console.log(`  ${'wall clock'.padEnd(width)}  ${minutes(Number(process.env.WALL_SECONDS))}`);
}
if (problems.length > 0) console.log(`problems: ${problems.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
