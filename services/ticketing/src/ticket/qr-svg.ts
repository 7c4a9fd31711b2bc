import QRCode from "qrcode";

/** Modules of white around the code: the quiet zone a camera needs to find it. */
const MARGIN = 4;

/**
 * A ticket's QR code as a scalable SVG: one path of horizontal runs on a white square. Level M
 * keeps a 147-character secret at version 8 (49 modules), big enough for a phone camera to read
 * from another phone's screen.
 */
export function renderQrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const side = size + MARGIN * 2;
  let path = "";
  for (let row = 0; row < size; row++) {
    const offset = row * size;
    for (let col = 0; col < size; col++) {
      if (!data[offset + col]) continue;
      const start = col;
      while (col + 1 < size && data[offset + col + 1]) col++;
      path += `M${start + MARGIN} ${row + MARGIN + 0.5}h${col - start + 1}`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#fff" d="M0 0h${side}v${side}H0z"/><path stroke="#000" d="${path}"/></svg>`
  );
}
