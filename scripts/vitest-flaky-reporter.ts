import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on its retry (the browser projects retry once when `CI` is set), so a
 * flaky test is reported, never hidden; a test that fails its retry too still fails the run.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) this.flaky.push(`${testCase.project.name} › ${testCase.fullName} (retries: ${diagnostic.retryCount})`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    process.stdout.write(`\n${this.flaky.length} flaky (passed on retry):\n${this.flaky.map((name) => `  ${name}\n`).join('')}`);
  }
}
