import { SMTPServer } from "smtp-server";
import { freePort } from "@mawid/local-postgres";

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message, headers and body. */
  raw: string;
  subject: string;
  /** The decoded text of the message (quoted-printable soft breaks removed). */
  text: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  mails: CapturedMail[];
  /**
   * Resolves with the first mail to `to` (now or later) whose text contains `containing` when given
   * (an address's second mail, say), or rejects after timeoutMs.
   */
  waitFor(to: string, timeoutMs?: number, containing?: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters: Array<{ wanted: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of [...waiters]) {
          if (w.wanted(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(to, timeoutMs = 10_000, containing) {
      const wanted = (m: CapturedMail) =>
        m.to.includes(to) && (containing === undefined || m.text.includes(containing));
      const found = mails.find(wanted);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          wanted,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
