/**
 * A halal certificate is valid through its expiry day, read as a UTC date: the same answer in every
 * service and browser, at the cost of a few hours' difference at the edge of the day.
 */
export function certificateValid(expiresOn: string, at: string): boolean {
  return new Date(at).toISOString().slice(0, 10) <= expiresOn;
}
