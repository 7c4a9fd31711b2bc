import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const flag = optional.transform((v) => v === "1" || v === "true");

/** Identity's mail settings, read the same way; production refuses to start without SMTP (mailSettingProblems in @mawid/service). */
export const mailConfig = {
  SMTP_URL: optional,
  /** Without SMTP_URL mail is kept in the database (dev_mails); production must ask for that with "1". */
  MAIL_LOCAL_OUTBOX: flag,
  MAIL_FROM: z.string().default("Mawid <no-reply@mawid.local>"),
  /** At most this many mails a second leave the queue, so a host's message to thousands stays under the relay's limits. */
  MAIL_SEND_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  /** How often the sender looks at the queue. */
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(20).default(1000),
};
