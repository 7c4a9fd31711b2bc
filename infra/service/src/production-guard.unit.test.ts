import { describe, expect, it } from "vitest";
import { mailSettingProblems, refuseToStart } from "./production-guard.ts";

describe("mail settings in production", () => {
  it("starts with SMTP, or with the local outbox asked for", () => {
    expect(
      mailSettingProblems({
        NODE_ENV: "production",
        SMTP_URL: "smtp://relay:25",
        MAIL_LOCAL_OUTBOX: false,
      }),
    ).toEqual([]);
    expect(mailSettingProblems({ NODE_ENV: "production", MAIL_LOCAL_OUTBOX: true })).toEqual([]);
  });

  it("refuses to start with neither, naming the setting", () => {
    expect(() =>
      refuseToStart(mailSettingProblems({ NODE_ENV: "production", MAIL_LOCAL_OUTBOX: false })),
    ).toThrow(
      /^refusing to start in production:\n {2}SMTP_URL: required in production, or MAIL_LOCAL_OUTBOX=1/,
    );
  });

  it("keeps mail in the outbox in development without asking", () => {
    expect(mailSettingProblems({ NODE_ENV: "development", MAIL_LOCAL_OUTBOX: false })).toEqual([]);
  });
});
