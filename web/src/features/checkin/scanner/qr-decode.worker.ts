import jsQR from "jsqr";

/* jsQR off the main thread, so the camera preview and the result panel stay smooth while it decodes. */

export interface DecodeRequest {
  id: number;
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface DecodeReply {
  id: number;
  text: string | null;
  /** Time jsQR took, without the message passing around it. */
  ms: number;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(reply: DecodeReply): void;
};

scope.onmessage = ({ data }) => {
  const started = performance.now();
  // Tickets are dark on light; trying the inverted image too would double the time per frame.
  const code = jsQR(data.pixels, data.width, data.height, { inversionAttempts: "dontInvert" });
  scope.postMessage({ id: data.id, text: code?.data || null, ms: performance.now() - started });
};
