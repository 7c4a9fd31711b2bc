/** The mail settings of a service that sends mail (identity, ticketing). */
export interface MailSettings {
  NODE_ENV: string;
  SMTP_URL?: string;
  MAIL_LOCAL_OUTBOX: boolean;
}

/** Production sends mail through SMTP unless keeping it in the database outbox is asked for. */
export function mailSettingProblems(config: MailSettings): string[] {
  if (config.NODE_ENV !== "production" || config.SMTP_URL || config.MAIL_LOCAL_OUTBOX) return [];
  return [
    "SMTP_URL: required in production, or MAIL_LOCAL_OUTBOX=1 to keep mail in the database outbox on purpose",
  ];
}

/** Stops a start before anything is served, listing every problem at once, each naming its setting. */
export function refuseToStart(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`refusing to start in production:\n  ${problems.join("\n  ")}`);
}
