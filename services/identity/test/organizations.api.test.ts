import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  IdentityOrganizationStream,
  type TMemberRole,
  type TWhiteLabelConfig,
} from "@mawid/contracts/identity";
import { replayStream } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { projectOrganization } from "../src/organization/project.ts";
import { type Identity, outboxViolations, startIdentity, tokenFromLink } from "./harness.ts";
import { verifiedAccount } from "./verified-account.ts";

let tdb: TestDatabase;
let id: Identity;
let n = 0;
const unique = (label: string) => `${label}-${++n}@example.org`;

type Session = Awaited<ReturnType<Identity["account"]>>;
interface Org {
  id: string;
  members: Record<TMemberRole, Session>;
  /** A scanner whose role the matrix changes. */
  target: Session;
}

const whiteLabel: TWhiteLabelConfig = {
  isActive: true,
  primaryColor: "#1f7a5c",
  secondaryColor: "#c9a227",
  backgroundColor: "#ffffff",
  textColor: "#111111",
  organizationName: "Al-Noor Centre",
  logoUrl: "https://example.org/logo.png",
  customFooterText: "Serving the community since 1990",
  contactEmail: "info@example.org",
  contactPhone: "+44 20 0000 0000",
  address: "1 High Street, London",
  websiteUrl: "https://example.org",
  showProductBranding: false,
};

async function devMailsTo(email: string): Promise<string[]> {
  const mails = (await id.app.inject({ url: "/api/v1/dev/mail" })).json().mails as {
    to: string;
    text: string;
  }[];
  return mails.filter((m) => m.to === email).map((m) => m.text);
}

async function devMailTo(email: string): Promise<string> {
  const [text] = await devMailsTo(email);
  if (text === undefined) throw new Error(`no dev mail to ${email}`);
  return text;
}

async function addMember(
  orgId: string,
  owner: Session,
  role: Exclude<TMemberRole, "owner">,
): Promise<Session> {
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
  const accepted = await id.app.inject({
    method: "POST",
    url: `/api/v1/invitations/${token}/accept`,
    headers: member.headers,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return id.session(email);
}

async function createOrg(name: string, tier: "masjid" | "organization", admin: Session): Promise<Org> {
  const ownerEmail = unique("owner");
  const owner = await id.account(ownerEmail);
  const created = await id.app.inject({
    method: "POST",
    url: "/api/v1/organizations",
    headers: owner.headers,
    payload: { name, kind: "masjid", country: "gb" },
  });
  expect(created.statusCode).toBe(201);
  const orgId = created.json().id as string;
  const tiered = await id.app.inject({
    method: "PUT",
    url: `/api/v1/organizations/${orgId}/tier`,
    headers: admin.headers,
    payload: { tier },
  });
  expect(tiered.json().tier).toBe(tier);
  return {
    id: orgId,
    members: {
      // Signed in again so the token carries the membership, as a browser's next refresh would.
      owner: await id.session(ownerEmail),
      admin: await addMember(orgId, owner, "admin"),
      staff: await addMember(orgId, owner, "staff"),
      scanner: await addMember(orgId, owner, "scanner"),
    },
    target: await addMember(orgId, owner, "scanner"),
  };
}

let platformAdmin: Session;
let a: Org;
let b: Org;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, {
    BOOTSTRAP_ADMIN_EMAIL: "platform-admin@example.org",
    MAWID_DEV_MAIL: "1",
  });
  platformAdmin = await verifiedAccount(id, "platform-admin@example.org");
  a = await createOrg("Organisation A", "organization", platformAdmin);
  b = await createOrg("Organisation B", "organization", platformAdmin);
}, 120_000);
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

type Write = (org: Org, as: Session) => Promise<{ statusCode: number; json(): { error?: { code: string } } }>;

/** Every write to an organisation, and who may make it. */
const WRITES: Record<string, { write: Write; allowed: TMemberRole[]; status: number }> = {
  "invite a member": {
    write: (org, as) =>
      id.app.inject({
        method: "POST",
        url: `/api/v1/organizations/${org.id}/invitations`,
        headers: as.headers,
        payload: { email: unique("invitee"), role: "staff" },
      }),
    allowed: ["owner", "admin"],
    status: 201,
  },
  "change a member's role": {
    write: (org, as) =>
      id.app.inject({
        method: "PUT",
        url: `/api/v1/organizations/${org.id}/members/${org.target.userId}`,
        headers: as.headers,
        payload: { role: "staff" },
      }),
    allowed: ["owner", "admin"],
    status: 204,
  },
  "remove a member": {
    write: async (org, as) => {
      const canManage = org.members.owner === as || org.members.admin === as;
      const victim = canManage ? await addMember(org.id, org.members.owner, "staff") : org.target;
      return id.app.inject({
        method: "DELETE",
        url: `/api/v1/organizations/${org.id}/members/${victim.userId}`,
        headers: as.headers,
      });
    },
    allowed: ["owner", "admin"],
    status: 204,
  },
  "set the white-label": {
    write: (org, as) =>
      id.app.inject({
        method: "PUT",
        url: `/api/v1/organizations/${org.id}/white-label`,
        headers: as.headers,
        payload: whiteLabel,
      }),
    allowed: ["owner", "admin"],
    status: 200,
  },
  "change the tier": {
    write: (org, as) =>
      id.app.inject({
        method: "PUT",
        url: `/api/v1/organizations/${org.id}/tier`,
        headers: as.headers,
        payload: { tier: "enterprise" },
      }),
    allowed: [],
    status: 200,
  },
};

const ROLES: TMemberRole[] = ["owner", "admin", "staff", "scanner"];

describe("permissions matrix", () => {
  for (const [name, { write, allowed, status }] of Object.entries(WRITES)) {
    for (const role of ROLES) {
      it(`${role} of A: ${name} in B → 403`, async () => {
        const res = await write(b, a.members[role]);
        expect(res.statusCode).toBe(403);
      });
      const expected = allowed.includes(role) ? status : 403;
      it(`${role} of A: ${name} in A → ${expected}`, async () => {
        const res = await write(a, a.members[role]);
        expect(res.statusCode).toBe(expected);
      });
    }
  }

  it("keeps B's private views from A's members", async () => {
    for (const role of ROLES) {
      const headers = a.members[role].headers;
      expect(
        (await id.app.inject({ url: `/api/v1/organizations/${b.id}/members`, headers })).statusCode,
      ).toBe(403);
      expect(
        (await id.app.inject({ url: `/api/v1/organizations/${b.id}/white-label`, headers })).statusCode,
      ).toBe(403);
      expect(
        (await id.app.inject({ url: `/api/v1/organizations/${a.id}/members`, headers })).statusCode,
      ).toBe(200);
    }
  });
});

describe("organisations", () => {
  it("lists my organisations and shows the tier, features and white-label in /me", async () => {
    await id.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${a.id}/white-label`,
      headers: a.members.owner.headers,
      payload: whiteLabel,
    });
    const mine = await id.app.inject({ url: "/api/v1/organizations", headers: a.members.staff.headers });
    expect(mine.json().organizations).toEqual([
      { organizationId: a.id, organizationName: "Organisation A", role: "staff", tier: "organization" },
    ]);
    const me = (await id.app.inject({ url: "/api/v1/me", headers: a.members.staff.headers })).json();
    expect(me.subscribed).toBe(true);
    expect(me.features).toContain("white_label");
    expect(me.whiteLabel).toEqual(whiteLabel);
    const pub = await id.app.inject({ url: `/api/v1/organizations/${a.id}/white-label/public` });
    expect(pub.json().whiteLabel.organizationName).toBe("Al-Noor Centre");
  });

  it("puts my organisations and roles in the access token", async () => {
    const fresh = await id.session(
      (await id.app.inject({ url: "/api/v1/me", headers: a.members.scanner.headers })).json().user.email,
    );
    const claims = JSON.parse(Buffer.from(fresh.accessToken.split(".")[1]!, "base64url").toString());
    expect(claims.orgs[a.id]).toMatchObject({ role: "scanner", tier: "organization" });
    // the organization tier has every one of the seed's 18 features
    expect(claims.orgs[a.id].features).toHaveLength(18);
    expect(claims.orgs[a.id].features).toEqual(expect.arrayContaining(["white_label", "multi_location"]));
  });

  it("refuses white-label below the organization tier with FEATURE_NOT_IN_TIER", async () => {
    const masjid = await id.account(unique("masjid-owner"));
    const created = await id.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: masjid.headers,
      payload: { name: "Small Masjid", kind: "masjid" },
    });
    await id.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${created.json().id}/tier`,
      headers: platformAdmin.headers,
      payload: { tier: "masjid" },
    });
    const res = await id.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${created.json().id}/white-label`,
      headers: masjid.headers,
      payload: whiteLabel,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FEATURE_NOT_IN_TIER");
    const me = (await id.app.inject({ url: "/api/v1/me", headers: masjid.headers })).json();
    expect(me).toMatchObject({ tier: "masjid", subscribed: true, whiteLabel: null });
    expect(me.features).toContain("advanced_analytics");
    expect(me.features).not.toContain("white_label");
  });

  it("refuses an invitation accepted by someone with another email", async () => {
    const email = unique("invited");
    await id.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${a.id}/invitations`,
      headers: a.members.owner.headers,
      payload: { email, role: "staff" },
    });
    const token = tokenFromLink(await devMailTo(email), "/invitations");
    const stranger = await id.account(unique("stranger"));
    const res = await id.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${token}/accept`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("INVITATION_EMAIL_MISMATCH");
  });

  it("lists the open invitations to owners and admins, and one taken back joins no one", async () => {
    const email = unique("revoked");
    const invited = await id.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${a.id}/invitations`,
      headers: a.members.owner.headers,
      payload: { email, role: "scanner" },
    });
    const { id: invitationId } = invited.json();
    const list = (who: Session) =>
      id.app.inject({ url: `/api/v1/organizations/${a.id}/invitations`, headers: who.headers });
    const open = await list(a.members.admin);
    expect(open.statusCode).toBe(200);
    expect(open.json().invitations).toContainEqual(
      expect.objectContaining({ id: invitationId, email, role: "scanner", organizationId: a.id }),
    );
    expect((await list(a.members.staff)).statusCode).toBe(403);

    const revoke = (who: Session) =>
      id.app.inject({
        method: "DELETE",
        url: `/api/v1/organizations/${a.id}/invitations/${invitationId}`,
        headers: who.headers,
      });
    expect((await revoke(a.members.staff)).statusCode).toBe(403);
    expect((await revoke(a.members.admin)).statusCode).toBe(204);
    expect((await revoke(a.members.admin)).statusCode).toBe(404);
    expect((await list(a.members.owner)).json().invitations.map((i: { id: string }) => i.id)).not.toContain(
      invitationId,
    );
    const token = tokenFromLink(await devMailTo(email), "/invitations");
    const invitee = await id.account(email);
    const accepted = await id.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${token}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error).toMatchObject({ code: "TOKEN_INVALID" });
  });

  it("sends an open invitation again with a new link that works for the full time, and the old link joins no one", async () => {
    const email = unique("resent");
    const invited = await id.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${a.id}/invitations`,
      headers: a.members.owner.headers,
      payload: { email, role: "scanner" },
    });
    const first = invited.json();
    const oldToken = tokenFromLink(await devMailTo(email), "/invitations");
    const resend = (who: Session) =>
      id.app.inject({
        method: "POST",
        url: `/api/v1/organizations/${a.id}/invitations/${first.id}/resend`,
        headers: who.headers,
      });
    expect((await resend(a.members.staff)).statusCode).toBe(403);
    const again = await resend(a.members.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, email, role: "scanner", organizationId: a.id });
    expect(Date.parse(again.json().expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    const listed = await id.app.inject({
      url: `/api/v1/organizations/${a.id}/invitations`,
      headers: a.members.owner.headers,
    });
    expect(listed.json().invitations).toContainEqual(
      expect.objectContaining({ id: first.id, expiresAt: again.json().expiresAt }),
    );

    const tokens = (await devMailsTo(email)).map((text) => tokenFromLink(text, "/invitations"));
    expect(tokens).toHaveLength(2);
    const newToken = tokens.find((t) => t !== oldToken)!;
    const invitee = await id.account(email);
    const accept = (token: string) =>
      id.app.inject({ method: "POST", url: `/api/v1/invitations/${token}/accept`, headers: invitee.headers });
    const old = await accept(oldToken);
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatchObject({ code: "TOKEN_INVALID" });
    expect((await accept(newToken)).statusCode).toBe(200);
    // accepted: nothing left to send
    expect((await resend(a.members.owner)).statusCode).toBe(409);
  });

  it("validates organisation and white-label input", async () => {
    const res = await id.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: a.members.owner.headers,
      payload: { name: "X", kind: "club" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe("Name must be at least 2 characters");
    const colour = await id.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${a.id}/white-label`,
      headers: a.members.owner.headers,
      payload: { ...whiteLabel, primaryColor: "green" },
    });
    expect(colour.json().error.fields.primaryColor).toBe("Use a hex colour like #1f7a5c");
  });
});

describe("requests to join", () => {
  const ask = (orgId: string, as: Session, payload: Record<string, unknown> = {}) =>
    id.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${orgId}/join-requests`,
      headers: as.headers,
      payload,
    });
  const mine = async (orgId: string, as: Session) =>
    (
      await id.app.inject({ url: `/api/v1/organizations/${orgId}/join-requests/mine`, headers: as.headers })
    ).json().status;
  const waiting = (orgId: string, as: Session) =>
    id.app.inject({ url: `/api/v1/organizations/${orgId}/join-requests`, headers: as.headers });
  const answer = (
    orgId: string,
    requestId: string,
    as: Session,
    how: "accept" | "decline",
    role = "scanner",
  ) =>
    id.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${orgId}/join-requests/${requestId}/${how}`,
      headers: as.headers,
      ...(how === "accept" ? { payload: { role } } : {}),
    });

  it("lets someone ask once, shows the request to owners and admins only, and takes them on with a role", async () => {
    const email = unique("volunteer");
    const volunteer = await verifiedAccount(id, email);
    expect(await mine(a.id, volunteer)).toBe("none");
    const asked = await ask(a.id, volunteer, { message: "  I can scan tickets at the sisters' door " });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: "pending" });
    expect((await ask(a.id, volunteer)).json()).toEqual({ status: "pending" });
    expect(await mine(a.id, volunteer)).toBe("pending");
    // Its owners and admins hear of it once, with the message.
    const emailOf = async (as: Session) =>
      (
        await sql<{ email: string }>`SELECT email FROM identity.users WHERE id = ${as.userId}`.execute(
          id.ctx.db,
        )
      ).rows[0]!.email;
    for (const role of ["owner", "admin"] as const) {
      const mails = (await devMailsTo(await emailOf(a.members[role]))).filter((m) => m.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("I can scan tickets at the sisters' door");
      expect(mails[0]).toContain(`/organization/${a.id}/settings`);
    }
    expect((await devMailsTo(await emailOf(a.members.staff))).filter((m) => m.includes(email))).toEqual([]);

    for (const role of ["staff", "scanner"] as const)
      expect((await waiting(a.id, a.members[role])).statusCode).toBe(403);
    expect((await waiting(a.id, b.members.owner)).statusCode).toBe(403);
    const list = (await waiting(a.id, a.members.admin)).json().joinRequests;
    expect(list).toEqual([
      expect.objectContaining({
        organizationId: a.id,
        userId: volunteer.userId,
        email,
        message: "I can scan tickets at the sisters' door",
      }),
    ]);

    expect((await answer(a.id, list[0].id, a.members.staff, "accept")).statusCode).toBe(403);
    expect((await answer(a.id, list[0].id, b.members.admin, "accept")).statusCode).toBe(403);
    expect((await answer(a.id, list[0].id, a.members.admin, "accept", "owner")).statusCode).toBe(400);
    const taken = await answer(a.id, list[0].id, a.members.admin, "accept");
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ userId: volunteer.userId, email, role: "scanner" });
    expect(await mine(a.id, volunteer)).toBe("member");
    const welcome = (await devMailsTo(email)).find((m) => m.includes("took you on"));
    expect(welcome).toContain("Organisation A took you on as scanner.");
    expect((await answer(a.id, list[0].id, a.members.admin, "accept")).statusCode).toBe(404);
    expect((await waiting(a.id, a.members.owner)).json().joinRequests).toEqual([]);
    const again = await ask(a.id, volunteer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("CONFLICT");
  });

  it("declines a request, after which the person may ask again, and lets them take a new one back", async () => {
    const emailOfVolunteer = unique("volunteer");
    const volunteer = await verifiedAccount(id, emailOfVolunteer);
    await ask(b.id, volunteer);
    const [request] = (await waiting(b.id, b.members.owner)).json().joinRequests;
    const declined = await answer(b.id, request.id, b.members.owner, "decline");
    expect(declined.statusCode).toBe(204);
    expect(await mine(b.id, volunteer)).toBe("none");
    const mails = await devMailsTo(emailOfVolunteer);
    expect(mails.filter((m) => m.includes("took you on"))).toEqual([]);
    const answerMail = mails.filter((m) => m.includes("could not take you on"));
    expect(answerMail).toHaveLength(1);
    expect(answerMail[0]).toContain("Organisation B could not take you on their team this time.");
    expect(answerMail[0]).toContain("/get-involved");
    expect((await waiting(b.id, b.members.owner)).json().joinRequests).toEqual([]);
    expect((await ask(b.id, volunteer)).json()).toEqual({ status: "pending" });

    const withdraw = () =>
      id.app.inject({
        method: "DELETE",
        url: `/api/v1/organizations/${b.id}/join-requests/mine`,
        headers: volunteer.headers,
      });
    expect((await withdraw()).statusCode).toBe(204);
    expect(await mine(b.id, volunteer)).toBe("none");
    expect((await waiting(b.id, b.members.owner)).json().joinRequests).toEqual([]);
    expect((await withdraw()).statusCode).toBe(404);
    // Asked once more, it waits for an answer (the read models' rebuild below has it to rebuild).
    expect((await ask(b.id, volunteer)).json()).toEqual({ status: "pending" });
  });

  it("refuses a message over 500 characters with the field's message, and an unverified address", async () => {
    const volunteer = await verifiedAccount(id, unique("volunteer"));
    const res = await ask(a.id, volunteer, { message: "x".repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ message: "Keep your message to 500 characters" });
    const unverified = await ask(a.id, await id.account(unique("unverified")));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Verify your e-mail address before you ask to join a team",
    });
  });
});

describe("read models", () => {
  it("organisations, memberships, invitations, white-labels and requests to join rebuild from their events alone", async () => {
    const db = id.ctx.db;
    const tables = ["organizations", "memberships", "invitations", "white_label_configs", "join_requests"];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [
            t,
            (await sql`SELECT * FROM identity.${sql.id(t)} ORDER BY 1, 2`.execute(db)).rows,
          ]),
        ),
      );
    const before = await snapshot();
    expect(before.invitations.length).toBeGreaterThan(3);
    expect(before.white_label_configs.length).toBeGreaterThan(0);
    expect(before.join_requests.length).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      for (const t of [
        "memberships",
        "invitations",
        "white_label_configs",
        "join_requests",
        "organizations",
      ]) {
        await sql`DELETE FROM identity.${sql.id(t)}`.execute(trx);
      }
      await replayStream(trx, {
        schema: "identity",
        stream: IdentityOrganizationStream,
        projections: [projectOrganization],
      });
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("published events", () => {
  it("match identity's versioned event contracts", async () => {
    expect(await outboxViolations(id)).toEqual([]);
  });
});
