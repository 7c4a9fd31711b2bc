import type { TEventSummary } from "@mawid/contracts/analytics";
import type { Sheet } from "../export/sheet.ts";

/** The summary as measure / part / value rows: one line per figure, sections, currencies and funds apart. */
export function summarySheet(summary: TEventSummary): Sheet {
  const rows: (string | number | null)[][] = [
    ["sold", "all", summary.sold],
    ["capacity", "all", summary.capacity],
    ["checked_in", "all", summary.checkedIn],
    ["no_show_rate", "all", summary.noShowRate],
    ["page_views", "all", summary.pageViews],
    ["orders", "all", summary.orders],
  ];
  for (const s of summary.bySection) {
    rows.push(["sold", s.section, s.sold], ["checked_in", s.section, s.checkedIn]);
  }
  for (const m of summary.revenue) rows.push(["revenue", m.currency, m.amount]);
  for (const m of summary.fees) rows.push(["fees", m.currency, m.amount]);
  for (const d of summary.donationsByFund) {
    for (const [fund, amount] of Object.entries(d.byFund)) {
      if (amount !== 0) rows.push(["donations", `${d.currency} ${fund}`, amount]);
    }
  }
  for (const p of summary.promoCodeUses) rows.push(["promo_code_uses", p.code, p.uses]);
  return { name: "summary", header: ["measure", "part", "value"], rows };
}
