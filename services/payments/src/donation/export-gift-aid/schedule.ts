import { GIFT_AID_SCHEDULE_COLUMNS, type TGiftAidDeclaration } from "@mawid/contracts/payments";

export interface GiftAidDonation {
  declaration: TGiftAidDeclaration;
  /** Pence, net of any part refunded. */
  amount: number;
  receivedAt: Date;
}

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ is defused
 * so a spreadsheet shows a donor's typed name instead of running it as a formula.
 */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** HMRC asks for first and last names apart: the last word is the last name. */
function names(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return ["", words[0]!];
  return [words.slice(0, -1).join(" "), words.at(-1)!];
}

/** The house's name or number only: "12" of "12 High Street", "Rose Cottage" of "Rose Cottage, Mill Lane". */
function houseNameOrNumber(address: string): string {
  const first = address.split(",")[0]!.trim();
  const number = /^(\d+[A-Za-z]?)\b/.exec(first);
  return number ? number[1]! : first;
}

const ukDate = (at: Date) =>
  `${String(at.getUTCDate()).padStart(2, "0")}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${String(at.getUTCFullYear() % 100).padStart(2, "0")}`;

/** The postcode in capitals with its one space, as HMRC validates it. */
const postcode = (code: string) =>
  code
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/^(.+)(\d[A-Z]{2})$/, "$1 $2");

/**
 * HMRC's Charities Online Gift Aid schedule as CSV, one donation a row: no title (the declaration
 * asks none), no aggregation, never a sponsored event; the date as DD/MM/YY, the amount in pounds.
 */
export function giftAidSchedule(donations: readonly GiftAidDonation[]): string {
  const rows = donations.map((d) => {
    const [first, last] = names(d.declaration.fullName);
    return [
      "",
      first,
      last,
      houseNameOrNumber(d.declaration.homeAddress),
      postcode(d.declaration.postcode),
      "",
      "",
      ukDate(d.receivedAt),
      (d.amount / 100).toFixed(2),
    ]
      .map(cell)
      .join(",");
  });
  return `${[GIFT_AID_SCHEDULE_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
