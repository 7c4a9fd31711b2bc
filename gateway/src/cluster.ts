import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import { answerLimitReports } from "./shared-limits.ts";

/**
 * The gateway as several processes on one port (GATEWAY_WORKERS). A gateway is one JavaScript
 * thread, which proxied about 15,000 light requests a second on the 2-core development machine
 * (sharing it with the load generator and the service); more workers raise that ceiling where
 * cores are free. Below it they cost: each worker wakes for fewer requests at a time. At 2,000
 * light requests a second two workers spent a median 104 µs of CPU per request, one worker 87 µs
 * (`npm run bench`, 3 and 6 runs), CPU the services beside them would rather have; on two cores one
 * worker kept as much of direct throughput. Node's cluster hands each accepted connection to a
 * worker in turn; keep-alive connections stay with theirs.
 *
 * What each worker keeps for itself: its token cache and its health cache. Rate-limit counts are
 * shared through the primary every few hundred ms (shared-limits.ts), so a client spread over
 * several workers' connections still gets the configured limits. Metrics are not per worker either:
 * `/metrics` on any worker answers the sum over all of them, collected by the primary.
 */

const METRICS_REQUEST = "mawid:gateway-metrics?";
const METRICS_ANSWER = "mawid:gateway-metrics";

interface PrimaryLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

interface MetricsMessage {
  type: string;
  id: number;
  text?: string;
  error?: string;
}

const FORCE_EXIT_MS = 15_000;
/** More worker deaths than this within a minute is a crash loop: the gateway gives up. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Runs in the primary: forks `count` workers, replaces one that dies while serving, answers
 * workers' metrics questions with the cluster's sum, and on SIGINT/SIGTERM lets every worker close
 * gracefully before it exits itself (with 1 if any failed to). A worker that dies before it
 * listens (a taken port, bad config) or a crash loop stops the whole gateway, so its supervisor
 * sees the failure instead of a primary that keeps forking.
 */
export function runPrimary(count: number, log: PrimaryLog): void {
  const aggregator = new AggregatorRegistry();
  const workers = new Map<Worker, { listening: boolean }>();
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;

  const fork = () => workers.set(cluster.fork(), { listening: false });

  cluster.on("listening", (worker) => {
    const state = workers.get(worker);
    if (state) state.listening = true;
  });

  cluster.on("message", (worker, message: MetricsMessage) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });

  cluster.on("exit", (worker, code, signal) => {
    const listening = workers.get(worker)?.listening ?? false;
    workers.delete(worker);
    if (stopping) {
      // a worker still starting has no handler yet and dies of the signal itself: that is clean too
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      if (workers.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    while (restarts.length > 0 && restarts[0]! < now - 60_000) restarts.shift();
    if (!listening || restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      log.error(
        { worker: worker.process.pid, code, signal },
        listening ? "gateway workers keep dying; stopping" : "gateway worker failed to start",
      );
      failed = true;
      stop();
      return;
    }
    restarts.push(now);
    log.error({ worker: worker.process.pid, code, signal }, "gateway worker died; starting another");
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);

  answerLimitReports();
  log.info({ workers: count }, "gateway starting its workers");
  for (let i = 0; i < count; i++) fork();
}

/** Runs in a worker: lets the primary read this worker's registry when it sums the cluster's. */
export function shareMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

let nextQuestion = 0;

/** Runs in a worker: the cluster's metrics in Prometheus text, summed by the primary. */
export function clusterMetrics(timeoutMs = 5_000): Promise<string> {
  const id = nextQuestion++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off("message", onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? "no metrics"));
    };
    const timer = setTimeout(() => {
      process.off("message", onMessage);
      reject(new Error("the gateway's primary did not answer with metrics"));
    }, timeoutMs);
    process.on("message", onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}
