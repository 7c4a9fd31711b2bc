import pg from "pg";
import { firstEventEnvelope } from "@mawid/testing";

/** The analytics group that counts every event of identity's users and organisations. */
export const PROBE_GROUP = "analytics.platform-counts";

const at = "2026-11-24T09:00:00.000Z";
const uuid = () => crypto.randomUUID();
/**
 * Real identity events with data their contracts accept (the consumer parses it), of types no other
 * browser test causes, so a count that moves was moved by the retry.
 */
const PROBES = {
  OrganizationVerified: () => ({ organizationId: uuid(), verifiedAt: at }),
  TierChanged: () => ({ organizationId: uuid(), tier: "masjid", previousTier: "free", changedAt: at }),
  MemberInvited: () => ({
    organizationId: uuid(),
    invitationId: uuid(),
    email: "probe@example.org",
    role: "staff",
    invitedBy: uuid(),
    expiresAt: at,
  }),
  InvitationAccepted: () => ({
    organizationId: uuid(),
    invitationId: uuid(),
    userId: uuid(),
    acceptedAt: at,
  }),
  MemberRoleChanged: () => ({
    organizationId: uuid(),
    userId: uuid(),
    role: "scanner",
    previousRole: "staff",
    changedAt: at,
  }),
  WhiteLabelChanged: () => ({
    organizationId: uuid(),
    config: {
      isActive: false,
      primaryColor: "#1f7a5c",
      secondaryColor: "#c9a227",
      backgroundColor: "#ffffff",
      textColor: "#111111",
      organizationName: "Probe",
      logoUrl: null,
      customFooterText: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      websiteUrl: null,
      showProductBranding: true,
    },
    changedAt: at,
  }),
} as const;
export type ProbeType = keyof typeof PROBES;

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Parks a message of the given event type in Analytics as the bus's consumer does after its last
 * failed attempt (infra/bus/src/consumer.ts): an inbox row marked parked, and the parked row with
 * the bus's envelope. No API can make a handler fail on purpose, so the test writes them itself.
 */
export async function parkInAnalytics(databaseUrl: string, type: ProbeType): Promise<string> {
  const streamType = "identity.organization";
  const topic = `${streamType}.v1`;
  const envelope = firstEventEnvelope({ type, streamType, data: PROBES[type]() });
  const { id, streamId } = envelope;
  await withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO analytics.inbox (group_name, message_id, topic, outcome) VALUES ($1, $2, $3, 'parked')`,
      [PROBE_GROUP, id, topic],
    );
    await client.query(
      `INSERT INTO analytics.parked_messages (group_name, message_id, topic, key, envelope, headers, attempts, last_error)
       VALUES ($1, $2, $3, $4, $5::jsonb, '{}'::jsonb, 5, $6)`,
      [PROBE_GROUP, id, topic, streamId, JSON.stringify(envelope), `Error: ${type} failed on purpose`],
    );
    await client.query("COMMIT");
  });
  return id;
}

/** How many events of this type Analytics has counted: a retried message's effect. */
export async function countedInAnalytics(databaseUrl: string, type: string): Promise<number> {
  return await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count::int AS count FROM analytics.platform_event_counts WHERE event_type = $1",
      [type],
    );
    return rows[0]?.count ?? 0;
  });
}
