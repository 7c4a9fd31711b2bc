import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CapturedMail, SmtpCapture } from "@mawid/testing";

/** What a test file reads of the platform's mail: the first mail to an address (containing a text), now or later. */
export interface MailReader {
  waitFor(to: string, timeoutMs?: number, containing?: string): Promise<CapturedMail>;
}

/**
 * The SMTP capture lives beside the platform in vitest's main process, the tests in their own
 * processes: this serves its waitFor over loopback HTTP (`GET /mail?to=&timeoutMs=&containing=`), 404 on timeout.
 */
export async function serveMailbox(smtp: SmtpCapture): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? "/", "http://mailbox").searchParams;
    const containing = query.get("containing") ?? undefined;
    smtp.waitFor(query.get("to") ?? "", Number(query.get("timeoutMs") ?? 10_000), containing).then(
      (mail) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mail)),
      (error: Error) => response.writeHead(404, { "content-type": "text/plain" }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function mailboxClient(url: string): MailReader {
  return {
    async waitFor(to, timeoutMs = 10_000, containing) {
      const query = new URLSearchParams({ to, timeoutMs: String(timeoutMs) });
      if (containing !== undefined) query.set("containing", containing);
      const response = await fetch(`${url}/mail?${query}`);
      if (!response.ok) throw new Error(await response.text());
      return (await response.json()) as CapturedMail;
    },
  };
}
