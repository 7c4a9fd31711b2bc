/** A moment as ticketing's mails write it, on the event's clock: "Saturday, 20 March 2027 at 18:00". */
export function mailTime(at: Date, timeZone: string): string {
  return at.toLocaleString("en-GB", { timeZone, dateStyle: "full", timeStyle: "short" });
}
