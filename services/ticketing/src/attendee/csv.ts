import type { TAttendee } from "@mawid/contracts/ticketing";

const COLUMNS = [
  "ticketId",
  "orderId",
  "attendeeName",
  "buyerEmail",
  "section",
  "ticketType",
  "status",
  "checkedIn",
  "issuedAt",
  "checkedInAt",
  "gate",
  "inside",
] as const;

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ is defused
 * so a spreadsheet shows a buyer's typed name instead of running it as a formula.
 */
function cell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function attendeesCsv(attendees: readonly TAttendee[]): string {
  const rows = attendees.map((a) =>
    [
      a.ticketId,
      a.orderId,
      a.attendeeName,
      a.buyerEmail ?? null,
      a.section,
      a.ticketTypeName,
      a.status,
      a.checkedIn ? "yes" : "no",
      a.issuedAt,
      a.checkIn?.admittedAt ?? null,
      a.checkIn ? (a.checkIn.gateName ?? a.checkIn.gateId) : null,
      a.checkIn ? (a.checkIn.inside ? "yes" : "no") : null,
    ]
      .map(cell)
      .join(","),
  );
  return `${[COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
