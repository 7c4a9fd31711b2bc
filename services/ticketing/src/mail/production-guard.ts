import type { MailConfig } from "./config.ts";

/** Identity's rule for mail: production sends through SMTP unless the local outbox is asked for. */
export function mailProductionProblems(config: MailConfig): string[] {
  if (config.NODE_ENV !== "production" || config.SMTP_URL || config.MAIL_LOCAL_OUTBOX) return [];
  return [
    "SMTP_URL: required in production, or MAIL_LOCAL_OUTBOX=1 to keep mail in the database outbox on purpose",
  ];
}

export function refuseUnsafeMailInProduction(config: MailConfig): void {
  const problems = mailProductionProblems(config);
  if (problems.length > 0) throw new Error(`refusing to start in production:\n  ${problems.join("\n  ")}`);
}
