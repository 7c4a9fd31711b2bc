import { JsQrWorker } from "./jsqr-worker";

/** What a decoder found in one camera frame. */
export interface FrameResult {
  text: string | null;
  ms: number;
}

export interface QrDecoder {
  /** "native" is the browser's BarcodeDetector; "jsqr" the worker. */
  kind: "native" | "jsqr";
  decodeFrame(video: HTMLVideoElement): Promise<FrameResult>;
  close(): void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this width for jsQR: enough for a phone-held ticket, and four times faster than 1280. */
const JSQR_WIDTH = 640;

async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

function jsQrDecoder(): QrDecoder {
  const worker = new JsQrWorker();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    kind: "jsqr",
    async decodeFrame(video) {
      if (!context || video.videoWidth === 0) return { text: null, ms: 0 };
      const scale = Math.min(1, JSQR_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const started = performance.now();
      const reply = await worker.decode(context.getImageData(0, 0, canvas.width, canvas.height));
      return { text: reply.text, ms: performance.now() - started };
    },
    close: () => worker.close(),
  };
}

/** The browser's BarcodeDetector where it has one that reads QR codes, else jsQR in a worker. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const detector = await nativeDetector();
  if (!detector) return jsQrDecoder();
  return {
    kind: "native",
    async decodeFrame(video) {
      const started = performance.now();
      const found = await detector.detect(video);
      return { text: found[0]?.rawValue || null, ms: performance.now() - started };
    },
    close() {},
  };
}
