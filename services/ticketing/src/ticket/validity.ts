const DAY_MS = 86_400_000;

/**
 * How long a ticket's secret admits: from a day before it was issued (a scanner whose clock runs
 * slow still takes a ticket bought a minute ago) to a day after the event ends (a night that runs
 * late, a scanner in another time zone's settings).
 */
export function ticketValidity(issuedAt: Date, eventEndsAt: Date): { validFrom: string; validUntil: string } {
  return {
    validFrom: new Date(issuedAt.getTime() - DAY_MS).toISOString(),
    validUntil: new Date(eventEndsAt.getTime() + DAY_MS).toISOString(),
  };
}
