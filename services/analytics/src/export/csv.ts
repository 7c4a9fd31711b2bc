import type { Sheet } from "./sheet.ts";

/**
 * A text cell is quoted when it holds a separator, a quote or a line break, and a leading = + - @ is
 * defused so a spreadsheet shows it instead of running it as a formula; numbers are written as they are.
 */
function cell(value: string | number | null): string {
  if (typeof value === "number") return String(value);
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(sheet: Sheet): string {
  const lines = [sheet.header, ...sheet.rows].map((row) => row.map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
