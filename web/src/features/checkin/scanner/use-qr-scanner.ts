import { type RefObject, useEffect, useRef, useState } from "react";
import { createQrDecoder, type QrDecoder } from "./qr-decoder";
import { RepeatFilter } from "./repeat-filter";

/** Pause between frames: about seven reads a second is quick at a door and leaves a phone cool. */
const FRAME_GAP_MS = 150;

/**
 * Reads QR codes from the video while `active`, one at a time: each new code waits for `onCode` to
 * finish (the answer shown) before the next frame is read, and the same code is ignored for 2 s.
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (text: string, decodeMs: number) => Promise<void>,
) {
  const handler = useRef(onCode);
  handler.current = onCode;
  const [decoderKind, setDecoderKind] = useState<QrDecoder["kind"] | null>(null);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let decoder: QrDecoder | null = null;
    const filter = new RepeatFilter();
    const loop = async () => {
      decoder = await createQrDecoder();
      if (stopped) return decoder.close();
      setDecoderKind(decoder.kind);
      while (!stopped) {
        const element = video.current;
        if (element && element.readyState >= element.HAVE_CURRENT_DATA) {
          const frame = await decoder.decodeFrame(element).catch(() => ({ text: null, ms: 0 }));
          if (!stopped && frame.text && filter.accepts(frame.text, Date.now())) {
            filter.handled(frame.text, Date.now());
            await handler.current(frame.text, frame.ms);
            filter.handled(frame.text, Date.now());
          }
        }
        await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
      }
    };
    void loop();
    return () => {
      stopped = true;
      decoder?.close();
    };
  }, [active, video]);

  return { decoderKind };
}
