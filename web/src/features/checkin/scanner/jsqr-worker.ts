import type { DecodeReply, DecodeRequest } from "./qr-decode.worker";
import workerUrl from "./qr-decode.worker.ts?worker&url";

/** The built worker's address, for the service worker to keep so scanning starts offline too. */
export const DECODER_WORKER_URL: string = workerUrl;

/**
 * The jsQR worker behind a promise per image. jsQR lives only in the worker's chunk, so no page
 * downloads it unless it decodes without the browser's own BarcodeDetector.
 */
export class JsQrWorker {
  private readonly worker = new Worker(DECODER_WORKER_URL, { type: "module" });
  private readonly pending = new Map<number, (reply: DecodeReply) => void>();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<DecodeReply>) => {
      this.pending.get(data.id)?.(data);
      this.pending.delete(data.id);
    };
  }

  /** The pixels are handed over, not copied: the caller must not use them afterwards. */
  decode(image: ImageData): Promise<DecodeReply> {
    const id = this.nextId++;
    const request: DecodeRequest = {
      id,
      pixels: image.data as Uint8ClampedArray<ArrayBuffer>,
      width: image.width,
      height: image.height,
    };
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage(request, [request.pixels.buffer]);
    });
  }

  close(): void {
    this.worker.terminate();
    for (const resolve of this.pending.values()) resolve({ id: 0, text: null, ms: 0 });
    this.pending.clear();
  }
}
