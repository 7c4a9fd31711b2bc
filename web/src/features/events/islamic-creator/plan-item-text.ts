import type { TPlanItem } from "@mawid/contracts/events";

/** "Volunteers at each door: 3 volunteers × 2" (doors or sections), or the title alone without a quantity. */
export function planItemText(item: TPlanItem, format: Intl.NumberFormat): string {
  const q = item.quantity;
  if (!q) return item.title;
  const amount = `${format.format(q.amount)} ${q.unit}`;
  const places = q.places ? ` × ${format.format(q.places.length)}` : "";
  return `${item.title}: ${amount}${places}`;
}
