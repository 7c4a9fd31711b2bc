import { toBase64Url } from "@mawid/contracts/ticketing";

/** Codes the size of a ticket's (110 bytes, 147 characters), random, so they decode like tickets but admit nobody. */
export function syntheticCodes(count: number): string[] {
  return Array.from({ length: count }, () => toBase64Url(crypto.getRandomValues(new Uint8Array(110))));
}

const MODULE_PX = 4;
const QUIET = 4;

/** A code drawn as a camera would see it held flat: black modules on white, 4 px each. */
export async function renderCode(text: string, canvas: HTMLCanvasElement): Promise<ImageData> {
  const QRCode = await import("qrcode");
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const side = (size + QUIET * 2) * MODULE_PX;
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.fillStyle = "#000";
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (data[row * size + col])
        context.fillRect((col + QUIET) * MODULE_PX, (row + QUIET) * MODULE_PX, MODULE_PX, MODULE_PX);
  return context.getImageData(0, 0, side, side);
}
