import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, outboxViolations, startIdentity, tokenFromLink } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;
let n = 0;
const unique = (label: string) => `${label}-charity-${++n}@example.org`;
type Session = Awaited<ReturnType<Identity["account"]>>;

let orgId: string;
let owner: Session;
let admin: Session;
let staff: Session;

async function devMailTo(email: string): Promise<string> {
  const mails = (await id.app.inject({ url: "/api/v1/dev/mail" })).json().mails as {
    to: string;
    text: string;
  }[];
  const mail = mails.find((m) => m.to === email);
  if (!mail) throw new Error(`no dev mail to ${email}`);
  return mail.text;
}

async function addMember(role: "admin" | "staff"): Promise<Session> {
  const email = unique(role);
  const invited = await id.app.inject({
    method: "POST",
    url: `/api/v1/organizations/${orgId}/invitations`,
    headers: owner.headers,
    payload: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const token = tokenFromLink(await devMailTo(email), "/invitations");
  const member = await id.account(email);
  await id.app.inject({
    method: "POST",
    url: `/api/v1/invitations/${token}/accept`,
    headers: member.headers,
  });
  return id.session(email);
}

const put = (as: Session | null, payload: unknown) =>
  id.app.inject({
    method: "PUT",
    url: `/api/v1/organizations/${orgId}/charity`,
    headers: as?.headers ?? {},
    payload: payload as object,
  });

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, { MAWID_DEV_MAIL: "1" });
  const ownerEmail = unique("owner");
  const first = await id.account(ownerEmail);
  const created = await id.app.inject({
    method: "POST",
    url: "/api/v1/organizations",
    headers: first.headers,
    payload: { name: "Al-Noor Centre", kind: "masjid", country: "gb" },
  });
  orgId = created.json().id;
  owner = await id.session(ownerEmail);
  admin = await addMember("admin");
  staff = await addMember("staff");
}, 120_000);
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

describe("an organisation's charity details", () => {
  it("are set by its owners and admins only, shown to anyone, and published once per change", async () => {
    expect((await id.app.inject({ url: `/api/v1/organizations/${orgId}/charity` })).json()).toEqual({
      charityName: null,
      charityNumber: null,
    });
    const details = { charityName: "Al-Noor Educational Trust", charityNumber: "1123456" };
    const byStaff = await put(staff, details);
    expect(byStaff.statusCode).toBe(403);
    expect((await put(null, details)).statusCode).toBe(401);

    const byOwner = await put(owner, {
      charityName: "  Al-Noor Educational Trust ",
      charityNumber: "1123456",
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toEqual(details);
    // The same again publishes nothing more.
    expect((await put(admin, details)).statusCode).toBe(200);
    const byAdmin = await put(admin, { charityName: "Al-Noor Educational Trust", charityNumber: "SC012345" });
    expect(byAdmin.json().charityNumber).toBe("SC012345");
    expect((await id.app.inject({ url: `/api/v1/organizations/${orgId}/charity` })).json()).toEqual({
      charityName: "Al-Noor Educational Trust",
      charityNumber: "SC012345",
    });

    const published = (await id.ctx.db
      .selectFrom("identity.outbox" as never)
      .select("envelope" as never)
      .execute()) as { envelope: { type: string; data: Record<string, unknown> } }[];
    const changes = published
      .filter((r) => r.envelope.type === "CharityDetailsChanged")
      .map((r) => r.envelope.data);
    expect(changes).toEqual([
      expect.objectContaining({ organizationId: orgId, ...details }),
      expect.objectContaining({ organizationId: orgId, charityNumber: "SC012345" }),
    ]);
    expect(await outboxViolations(id)).toEqual([]);
  });

  it("refuses a malformed number, and a number without the name it belongs to", async () => {
    const bad = await put(owner, { charityName: "Al-Noor Educational Trust", charityNumber: "<script>" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    const nameless = await put(owner, { charityName: null, charityNumber: "1123456" });
    expect(nameless.statusCode).toBe(400);
    expect(JSON.stringify(nameless.json())).toContain("Enter the charity's registered name with its number");
    const short = await put(owner, { charityName: "A", charityNumber: null });
    expect(short.statusCode).toBe(400);
    expect((await put(owner, { charityName: null, charityNumber: null })).json()).toEqual({
      charityName: null,
      charityNumber: null,
    });
  });

  it("answers 404 for an organisation that does not exist", async () => {
    const missing = await id.app.inject({
      method: "PUT",
      url: "/api/v1/organizations/00000000-0000-4000-8000-000000000000/charity",
      headers: owner.headers,
      payload: { charityName: "X Trust", charityNumber: null },
    });
    expect(missing.statusCode).toBe(404);
  });
});
