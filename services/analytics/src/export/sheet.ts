/** A spreadsheet of one header row and rows of text or numbers, written as CSV or XLSX. */
export interface Sheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}
