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
      problems.push(`${name}: ${report.numFailedTestSuites} test file(s) failed to run`);
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
if (problems.length > 0) console.log(`problems: ${problems.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
