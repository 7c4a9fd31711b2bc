import { setFlagsFromString } from "node:v8";

/**
 * Keeps the bench's own client from pausing its answers. Left to itself, V8 sees a client's
 * per-request objects (undici's parsed headers, answers being read) alive at each scavenge, with a
 * hundred requests in flight, and allocates them straight in the old generation from then on; the
 * dead ones there then keep young objects alive, and on the check-in bench every scavenge copied about
 * 14 MB: 15 to 35 ms every 0.7 s, each holding up the hundred answers in flight, which was most of the
 * single scans' slowest 1% (p99 53 to 60 ms; 43 to 50 ms without). The flag is the process's: in
 * `npm run bench`, the benchmarks after the first to call this run with it too. The services are left
 * as they are: the same flag there changed nothing measurable.
 */
export function keepClientPausesShort(): void {
  setFlagsFromString("--no-allocation-site-pretenuring");
}
