import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** The mail settings of every service that sends mail; production refuses to start without SMTP (mailSettingProblems). */
export const mailConfig = {
  SMTP_URL: optional,
  /** Without SMTP_URL mail is kept in the database (dev_mails); production must ask for that with "1". */
  MAIL_LOCAL_OUTBOX: optional.transform((v) => v === "1" || v === "true"),
  MAIL_FROM: z.string().default("Mawid <no-reply@mawid.local>"),
  /** At most this many mails a second leave a queue, so a host's message to thousands stays under the relay's limits. */
  MAIL_SEND_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  /** How often the sender looks at the queue. */
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(20).default(1000),
};
