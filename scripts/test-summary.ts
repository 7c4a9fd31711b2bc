// Prints one closing line for the whole monorepo from each workspace's vitest json report, after the
// name and first message of every failed test: CI shows only the tail of a run's output, and a test
// can be counted failed in a report whose vitest exited 0.
import { existsSync, globSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const root = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
const dirs = manifest.workspaces.flatMap((pattern) => globSync(pattern, { cwd: root }));
const firstLine = (text = "") => text.split("\n").find((line) => line.trim() !== "") ?? "";
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of dirs) {
  for (const file of ["test-results.json", "test-results.e2e.json"]) {
    const path = join(root, dir, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, "utf8")) as Report;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults) {
      const where = relative(root, result.name);
      if (result.status === "failed" && result.message)
        console.log(`FAILED ${where}: ${firstLine(result.message)}`);
      for (const test of result.assertionResults.filter((t) => t.status === "failed")) {
        console.log(`FAILED ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
