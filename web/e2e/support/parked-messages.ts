import pg from "pg";
import { firstEventEnvelope } from "@mawid/testing";

/** The analytics group that counts identity's events; its handler accepts any event of these topics. */
export const PROBE_GROUP = "analytics.platform-counts";
const PROBE_TOPIC = "identity.user.v1";

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
export async function parkInAnalytics(databaseUrl: string, type: string): Promise<string> {
  const envelope = firstEventEnvelope({ type, streamType: "identity.user", data: { probe: type } });
  const { id, streamId } = envelope;
  await withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO analytics.inbox (group_name, message_id, topic, outcome) VALUES ($1, $2, $3, 'parked')`,
      [PROBE_GROUP, id, PROBE_TOPIC],
    );
    await client.query(
      `INSERT INTO analytics.parked_messages (group_name, message_id, topic, key, envelope, headers, attempts, last_error)
       VALUES ($1, $2, $3, $4, $5::jsonb, '{}'::jsonb, 5, $6)`,
      [PROBE_GROUP, id, PROBE_TOPIC, streamId, JSON.stringify(envelope), `Error: ${type} failed on purpose`],
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
