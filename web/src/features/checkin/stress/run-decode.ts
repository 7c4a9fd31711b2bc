import { JsQrWorker } from "../scanner/jsqr-worker";
import { summarise, type Summary, throughputSlices } from "./measure";
import { renderCode } from "./synthetic-codes";

export interface DecodeRun {
  summary: Summary;
  decoded: number;
  slices: number[];
}

/**
 * Draws each code and decodes it with jsQR in the worker, one after another as a scanner does: the
 * rate is how many codes a second this device reads, drawing excluded.
 */
export async function runDecode(
  codes: readonly string[],
  onProgress: (done: number) => void,
  stop: AbortSignal,
): Promise<DecodeRun> {
  const worker = new JsQrWorker();
  const canvas = document.createElement("canvas");
  const latencies: number[] = [];
  const finished: number[] = [];
  let decoded = 0;
  let busyMs = 0;
  try {
    for (const code of codes) {
      if (stop.aborted) break;
      const image = await renderCode(code, canvas);
      const started = performance.now();
      const reply = await worker.decode(image);
      const ms = performance.now() - started;
      busyMs += ms;
      latencies.push(ms);
      finished.push(busyMs);
      if (reply.text === code) decoded += 1;
      onProgress(latencies.length);
    }
  } finally {
    worker.close();
  }
  return { summary: summarise(latencies, busyMs), decoded, slices: throughputSlices(finished, 0, busyMs) };
}
