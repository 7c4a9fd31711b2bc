export { mailConfig } from "./config.ts";
export { createMailer, type Mail, type Mailer } from "./mailer.ts";
export { type RenderMail, scheduleMailSender, sendQueuedMail } from "./sender.ts";
export { type MailQueueSettings, startMailQueue } from "./start-mail.ts";
export type { DevMailsTable, MailQueueTable, MailTables } from "./tables.ts";
