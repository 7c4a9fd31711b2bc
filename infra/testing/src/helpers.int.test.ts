import nodemailer from "nodemailer";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./database.ts";
import { startSmtpCapture } from "./smtp.ts";

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe("test databases", () => {
  it("gives each caller its own empty database on a real PostgreSQL, and drops it", async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    expect(a.name).not.toBe(b.name);
    await query(a.url, "CREATE TABLE only_in_a (id int)");
    const inB = await query(b.url, "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a'");
    expect(inB.rows[0].n).toBe(0);
    await a.drop();
    await b.drop();
    await expect(query(a.url, "SELECT 1")).rejects.toThrow(/does not exist/);
  });
});

describe("SMTP capture", () => {
  const smtp = startSmtpCapture();
  afterAll(async () => (await smtp).close());

  it("receives a real SMTP delivery and decodes its text", async () => {
    const capture = await smtp;
    const waiting = capture.waitFor("aisha@example.org");
    const transport = nodemailer.createTransport(capture.url);
    await transport.sendMail({
      from: "no-reply@mawid.local",
      to: "aisha@example.org",
      subject: "Verify your e-mail",
      text: `Open ${"https://mawid.example/verify-email?token=".padEnd(90, "x")} to verify.`,
    });
    const mail = await waiting;
    expect(mail.subject).toBe("Verify your e-mail");
    expect(mail.text).toContain(`${"https://mawid.example/verify-email?token=".padEnd(90, "x")}`);
  });

  it("gives up waiting after the timeout", async () => {
    await expect((await smtp).waitFor("nobody@example.org", 50)).rejects.toThrow(
      /no mail to nobody@example.org/,
    );
  });
});
