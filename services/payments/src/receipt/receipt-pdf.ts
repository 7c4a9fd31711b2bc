import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { Receipt } from "./receipt.ts";

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

/**
 * The standard PDF fonts write only Latin text (WinAnsi): any other character is shown as "?".
 * Names in Arabic or Urdu script need an embedded Unicode font (@pdf-lib/fontkit), which is not
 * installed.
 */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : "?")).join("");
}

/** A long note as lines that fit between the margins. */
function wrap(font: PDFFont, text: string, size: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(writable(font, next), size) > WIDTH - 2 * MARGIN) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

/** The receipt as an A4 PDF: the organisation, what was paid for, the total, and the facts. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title}: ${receipt.facts[0]?.value ?? ""}`);
  pdf.setProducer("Mawid");
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = HEIGHT - MARGIN;
  const line = (text: string, opts: { font?: PDFFont; size?: number; right?: string } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 11;
    page.drawText(writable(font, text), { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    if (opts.right) {
      const right = writable(font, opts.right);
      page.drawText(right, { x: WIDTH - MARGIN - font.widthOfTextAtSize(right, size), y, size, font });
    }
    y -= size * 1.6;
  };
  line(receipt.organization, { font: bold, size: 18 });
  if (receipt.charity) line(receipt.charity, { size: 10 });
  line(receipt.title, { size: 14 });
  y -= 12;
  for (const fact of receipt.facts) line(`${fact.label}: ${fact.value}`);
  y -= 12;
  for (const item of receipt.lines) line(item.label, { right: item.amount });
  line("Total paid", { font: bold, right: receipt.total });
  if (receipt.refunded) line("Refunded", { right: receipt.refunded });
  y -= 12;
  for (const note of receipt.notes) for (const part of wrap(regular, note, 9)) line(part, { size: 9 });
  return pdf.save();
}
