import { randomUUID } from "node:crypto";

const PASSWORD = "Correct-horse-9-staple";

/** Who sends a request: nobody, or a signed-in person's Authorization header. */
export interface Caller {
  name: string;
  headers: Record<string, string>;
}

/** The people and the one organisation's resources the sweep aims at. */
export interface Actors {
  anonymous: Caller;
  /** Signed in and verified, a member of nothing. */
  plainUser: Caller;
  /** A bearer token no one issued: the owner's, with its signature changed. */
  forged: Caller;
  /** The owner of another organisation than the one whose ids are swept. */
  otherOwner: Caller;
  /** The owner of the organisation whose ids are swept: past every permission check. */
  owner: Caller;
  /** A platform administrator (BOOTSTRAP_ADMIN_EMAIL), past every admin check. */
  admin: Caller;
  /** Ids of the swept organisation's resources, by the path segment before them (`events`, `speakers`, ...). */
  ids: Record<string, string>;
}

async function call(gateway: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`setup ${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown> & { id: string };
}

/** Signs up, opens the verification mail identity keeps in its dev outbox, and signs in. */
async function person(gateway: string, email: string): Promise<{ token: string; userId: string }> {
  await call(gateway, "POST", "/api/v1/auth/sign-up", {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    displayName: "Sweep Person",
  });
  const outbox = (await call(gateway, "GET", "/api/v1/dev/mail")) as unknown as {
    mails: { to: string; text: string }[];
  };
  const link = outbox.mails.find((m) => m.to === email)?.text.match(/verify-email\?token=([\w%-]+)/);
  if (!link) throw new Error(`no verification mail for ${email}`);
  await call(gateway, "POST", "/api/v1/auth/verify-email", { token: decodeURIComponent(link[1]!) });
  return signIn(gateway, email);
}

async function signIn(gateway: string, email: string) {
  const session = await call(gateway, "POST", "/api/v1/auth/sign-in", { email, password: PASSWORD });
  const me = (await call(
    gateway,
    "GET",
    "/api/v1/me",
    undefined,
    String(session.accessToken),
  )) as unknown as {
    user: { id: string };
  };
  return { token: String(session.accessToken), userId: me.user.id };
}

/** An organisation owned by a new person, and that person's token once it carries the membership. */
async function organisationOwner(gateway: string, email: string, name: string) {
  const first = await person(gateway, email);
  const organisation = await call(
    gateway,
    "POST",
    "/api/v1/organizations",
    { name, kind: "masjid", country: "GB" },
    first.token,
  );
  return { ...(await signIn(gateway, email)), organisationId: organisation.id };
}

/** The token with the first character of its signature changed, claims and all else kept. */
function forge(token: string): string {
  const [header, payload, signature] = token.split(".");
  const changed = (signature![0] === "A" ? "B" : "A") + signature!.slice(1);
  return `${header}.${payload}.${changed}`;
}

const bearer = (name: string, token: string): Caller => ({
  name,
  headers: { authorization: `Bearer ${token}` },
});

/**
 * Everyone the sweep sends requests as, made through the gateway as people make themselves: the
 * administrator by the address the platform was started with, two organisations with different
 * owners, and a draft event of the first with a session and a speaker, whose ids the others aim at.
 */
export async function makeActors(gateway: string, adminEmail: string): Promise<Actors> {
  const run = randomUUID().slice(0, 8);
  const admin = await person(gateway, adminEmail);
  const plain = await person(gateway, `plain-${run}@example.org`);
  const owner = await organisationOwner(gateway, `owner-${run}@example.org`, "Swept Masjid");
  const other = await organisationOwner(gateway, `other-${run}@example.org`, "Other Masjid");
  const event = await call(
    gateway,
    "POST",
    "/api/v1/events",
    {
      organizationId: owner.organisationId,
      title: "Evening lecture",
      category: "lecture",
      startsAt: "2030-03-01T18:00:00Z",
      endsAt: "2030-03-01T20:00:00Z",
      timeZone: "Europe/London",
      audience: "mixed",
    },
    owner.token,
  );
  const speaker = await call(
    gateway,
    "POST",
    `/api/v1/events/${event.id}/speakers`,
    { name: "Shaykh Y" },
    owner.token,
  );
  const session = await call(
    gateway,
    "POST",
    `/api/v1/events/${event.id}/sessions`,
    { title: "Opening", startsAt: "2030-03-01T18:00:00Z", endsAt: "2030-03-01T18:30:00Z" },
    owner.token,
  );
  const venue = await call(
    gateway,
    "POST",
    `/api/v1/organizations/${owner.organisationId}/venues`,
    { name: "Main hall", address: "1 High Street, London", latitude: 51.5, longitude: -0.1 },
    owner.token,
  );
  return {
    anonymous: { name: "anonymous", headers: {} },
    plainUser: bearer("plain user", plain.token),
    forged: bearer("forged token", forge(owner.token)),
    otherOwner: bearer("other organisation's owner", other.token),
    owner: bearer("owner", owner.token),
    admin: bearer("platform admin", admin.token),
    ids: {
      organizations: owner.organisationId,
      events: event.id,
      speakers: speaker.id,
      sessions: session.id,
      venues: venue.id,
      members: owner.userId,
    },
  };
}
