import type { TPricePhase } from "@mawid/contracts/ticketing";

/**
 * The price of one ticket at this moment: the first price phase still running (before its date and
 * under its number of tickets sold), else the ticket type's own price.
 */
export function currentPrice(
  ticketType: { price: number; pricePhases: readonly TPricePhase[] },
  at: string,
  ticketsTaken: number,
): number {
  const phase = ticketType.pricePhases.find(
    (p) =>
      (p.until === null || Date.parse(at) < Date.parse(p.until)) &&
      (p.untilSold === null || ticketsTaken < p.untilSold),
  );
  return phase ? phase.price : ticketType.price;
}
