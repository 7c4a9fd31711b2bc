import ExcelJS from "exceljs";
import type { Sheet } from "./sheet.ts";

/** The sheet as an .xlsx workbook: a bold header, numbers as numbers, text never as a formula. */
export async function toXlsx(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Mawid";
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31));
  worksheet.addRow([...sheet.header]).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map((v) => v ?? ""));
  worksheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
