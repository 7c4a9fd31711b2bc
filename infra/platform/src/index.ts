export { runPlatformCli } from "./cli.ts";
export {
  createPlatform,
  DATABASE_NAME,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_POSTGRES_PORT,
  type Platform,
  type PlatformOptions,
  PlatformStartError,
  REPO_ROOT,
  type RunningPlatform,
  SERVICES,
  type ServiceName,
  startPlatform,
} from "./start-platform.ts";
export {
  type BenchFigure,
  type BenchOutcome,
  type BenchSummary,
  formatSummary,
  runBenchmarks,
} from "./bench.ts";
