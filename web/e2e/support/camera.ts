import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import QRCode from "qrcode";
import { CHROMIUM_PATH } from "./browser";

/**
 * A fake camera's video of one QR code: the text drawn as a PNG (as the ticket page draws it, level
 * M), then three seconds of it on a white 640x480 frame as Y4M, which Chromium's fake capture loops.
 */
export async function qrCameraVideo(text: string, dir: string, name: string): Promise<string> {
  const png = join(dir, `${name}.png`);
  const y4m = join(dir, `${name}.y4m`);
  await QRCode.toFile(png, text, { errorCorrectionLevel: "M", margin: 4, width: 400 });
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-loop",
    "1",
    "-i",
    png,
    "-t",
    "3",
    "-pix_fmt",
    "yuv420p",
    "-vf",
    "scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white",
    y4m,
  ]);
  return y4m;
}

/**
 * Chromium whose camera shows the given video and whose permission prompt says yes: a browser per
 * video, since the fake device reads its file for the life of the browser.
 */
export function launchBrowserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
