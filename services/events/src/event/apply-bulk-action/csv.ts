import type { EventRecord } from "../state.ts";

const COLUMNS = [
  "id",
  "title",
  "status",
  "category",
  "audience",
  "visibility",
  "startsAt",
  "endsAt",
  "timeZone",
  "venue",
  "address",
  "onlineUrl",
  "capacity",
] as const;

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ is defused
 * so a spreadsheet shows a host's title instead of running it as a formula.
 */
function cell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function eventsCsv(events: readonly EventRecord[]): string {
  const rows = events.map((e) =>
    [
      e.id,
      e.title,
      e.status,
      e.category,
      e.audience,
      e.visibility,
      e.startsAt,
      e.endsAt,
      e.timeZone,
      e.venue?.name ?? null,
      e.venue?.address ?? null,
      e.onlineUrl,
      e.capacity,
    ]
      .map(cell)
      .join(","),
  );
  return `${[COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
