// Prints one closing line for the whole monorepo from each workspace's vitest json report.
import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const root = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
const dirs = manifest.workspaces.flatMap((pattern) => globSync(pattern, { cwd: root }));
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
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
