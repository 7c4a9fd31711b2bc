import type { FastifyReply } from "fastify";
import { toCsv } from "./csv.ts";
import type { Sheet } from "./sheet.ts";
import { toXlsx } from "./xlsx.ts";

export type SheetFormat = "csv" | "xlsx";

const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Answers the sheet as a download named `<file>.<format>`. */
export async function sendSheet(reply: FastifyReply, sheet: Sheet, format: SheetFormat, file: string) {
  const body = format === "csv" ? toCsv(sheet) : await toXlsx(sheet);
  return reply
    .header("content-type", CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${file}.${format}"`)
    .header("cache-control", "no-store")
    .send(body);
}
