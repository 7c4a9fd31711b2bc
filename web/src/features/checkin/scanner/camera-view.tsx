import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useRef } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { unlockSound } from "./feedback";
import { useCamera } from "./use-camera";
import { useQrScanner } from "./use-qr-scanner";

/**
 * The camera preview and its start and stop button; every QR code it reads goes to `onCode`, which
 * the next read waits for.
 */
export function CameraView({ onCode }: { onCode: (text: string, decodeMs: number) => Promise<void> }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const { decoderKind } = useQrScanner(video, camera.state === "on", onCode);
  const on = camera.state === "on" || camera.state === "starting";
  return (
    <div className="ci-camera">
      <div className="ci-video-frame">
        <video ref={video} className="ci-video" muted playsInline aria-label={t("ci.camera.preview")} />
        {camera.state !== "on" ? <div className="ci-video-off">{t("ci.camera.off")}</div> : null}
      </div>
      <div className="ci-camera-bar">
        <Button
          type={on ? "default" : "primary"}
          size="large"
          loading={camera.state === "starting"}
          onClick={() => {
            if (on) return camera.stop();
            unlockSound();
            void camera.start();
          }}
        >
          {on ? t("ci.camera.stop") : t("ci.camera.start")}
        </Button>
        {camera.state === "on" && decoderKind ? (
          <span className="ci-muted">
            {t(decoderKind === "native" ? "ci.camera.native" : "ci.camera.jsqr")}
          </span>
        ) : null}
      </div>
      {camera.state === "denied" ? <Alert type="warning" showIcon title={t("ci.camera.denied")} /> : null}
      {camera.state === "unavailable" ? (
        <Alert type="warning" showIcon title={t("ci.camera.unavailable")} />
      ) : null}
    </div>
  );
}
