// `npm run bench [gateway|event-store|bus-latency ...]`: the benchmarks one after another, a summary
// table, bench-results/summary.json (see infra/platform/src/bench.ts).
import { runBenchmarks } from "@mawid/platform";

const summary = await runBenchmarks(process.argv.slice(2));
process.exit(summary.benches.some((b) => b.status === "failed") ? 1 : 0);
