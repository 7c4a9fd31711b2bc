/** Modules of white around the code: the quiet zone a camera needs to find it. */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  side: number;
  /** One path of horizontal runs of dark modules, stroked one module wide. */
  path: string;
}

/**
 * The QR code of a text as an SVG path. The qrcode package is loaded only when a code is drawn, so it
 * stays out of every other screen's download. Level M, as the service draws tickets.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const QRCode = await import("qrcode");
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      const start = col;
      while (col + 1 < size && data[row * size + col + 1]) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE + 0.5}h${col - start + 1}`;
    }
  }
  return { side: size + QUIET_ZONE * 2, path };
}
