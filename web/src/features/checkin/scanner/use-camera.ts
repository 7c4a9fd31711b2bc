import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

export type CameraState = "off" | "starting" | "on" | "denied" | "unavailable";

/** The rear camera where there is one: a phone scans what is in front of it, not its holder's face. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** The camera into a video element: started by the user's gesture, stopped when the page goes. */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>("off");
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState("off");
  }, [video]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("unavailable");
      return;
    }
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      stream.current = media;
      const element = video.current;
      if (element) {
        element.srcObject = media;
        await element.play().catch(() => undefined);
      }
      setState("on");
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
    }
  }, [video]);

  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
