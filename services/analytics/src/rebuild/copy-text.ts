import type { Row } from "../projection/merge-rows.ts";

const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPED: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A value in COPY's text format: \N for null, and the four characters that format gives meaning escaped. */
function field(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPED[c]!) : text;
}

/**
 * The rows as `COPY ... FROM STDIN` text, one line each, tab-separated in the order of `columns`.
 * PostgreSQL parses this for a third of what it spends turning the same rows out of JSON.
 */
export function copyText(columns: readonly string[], rows: readonly Row[]): string {
  let text = "";
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) text += (i === 0 ? "" : "\t") + field(row[columns[i]!]);
    text += "\n";
  }
  return text;
}
