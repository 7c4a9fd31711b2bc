import { CompiledQuery, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { TEnvelope } from "@mawid/contracts/platform";
import { schemaStatement } from "@mawid/eventstore";
import { migrateBus } from "./migrate.ts";
import { inTransaction } from "./pg-transaction.ts";
import { pruneBusLog } from "./retention.ts";
import {
  type Bus,
  type BusConfig,
  type BusLogger,
  type DeliveredMessage,
  HEADER_MESSAGE_ID,
  HEADER_MESSAGE_TYPE,
  HEADER_TRACEPARENT,
  headersFor,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
  silentLogger,
} from "./types.ts";
import { backoff, Waiter } from "./wait.ts";
import { NOTICE_MAX_CHARS, noticeOf, wakes } from "./wake-notice.ts";

export const CHANNEL = "mawid_bus";
/**
 * Fallback poll when no notification arrives. Every publish notifies, so this only moves a checkpoint
 * past messages of types the consumer does not handle (which wake nobody) and finds what a dropped
 * connection missed. At 250 ms an idle platform's 27 consumers made 216 queries a second.
 */
const POLL_MS = 1_000;
/** Re-read interval while published rows wait for an older transaction to finish. */
const PENDING_POLL_MS = 5;
/** How often a standby consumer tries to take over its group. */
const STANDBY_MS = 500;

interface Row {
  position: string | number;
  tx: string;
  topic: string;
  key: string;
  /** Null for a message of a type the subscriber does not handle. */
  envelope: TEnvelope | null;
  headers: Record<string, string> | null;
}

/**
 * Rows after the group's checkpoint on each topic, ordered by (transaction_id, position), and only of
 * transactions below the snapshot's xmin: every such transaction has ended, so no row can later appear
 * before the checkpoint (Emmett's approach to late-committing transactions). With types ($4), the
 * rows of other types come without envelope and headers: only their places, to move the checkpoint
 * past (an on-sale's OrderPlaced events went, whole, to every ticketing consumer of the order topic).
 */
const FETCH = `
  SELECT m.position, m.transaction_id::text AS tx, m.topic, m.key,
    CASE WHEN m.wanted THEN m.envelope END AS envelope, CASE WHEN m.wanted THEN m.headers END AS headers
  FROM unnest($2::text[]) AS t(topic)
  LEFT JOIN bus.checkpoints c ON c.group_name = $1 AND c.topic = t.topic
  CROSS JOIN LATERAL (
    SELECT m.*, ($4::text[] IS NULL OR m.envelope->>'type' = ANY ($4::text[])) AS wanted FROM bus.messages m
    WHERE m.topic = t.topic
      AND (m.transaction_id, m.position) > (COALESCE(c.transaction_id, '0'::xid8), COALESCE(c.position, 0))
      AND m.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY m.transaction_id, m.position
    LIMIT $3
  ) m
  ORDER BY m.transaction_id, m.position
  LIMIT $3`;

/**
 * Rows published by transactions that are not yet below xmin (they will become readable soon), from
 * each topic's newest transaction: max() is the topic's last entry in messages_topic_order, one step
 * however long the log. Every idle consumer runs this four times a second, and the plain filter
 * (topic = ANY ... AND transaction_id >= xmin) was planned, on a log ANALYZE had not yet seen, as a
 * scan of every message: 5 to 10 ms each at 40,000 messages, and 14% of PostgreSQL's CPU in the
 * check-in bench.
 */
export const PENDING = `
  SELECT EXISTS (
    SELECT 1 FROM unnest($1::text[]) AS t(topic)
    WHERE (SELECT max(m.transaction_id) FROM bus.messages m WHERE m.topic = t.topic)
      >= pg_snapshot_xmin(pg_current_snapshot())
  ) AS pending`;

/** Checkpoints only move forward, so a fenced-off (stale) consumer cannot move one back. */
const SAVE_CHECKPOINTS = `
  INSERT INTO bus.checkpoints AS c (group_name, topic, transaction_id, position, updated_at)
  SELECT $1, t.topic, t.tx::xid8, t.pos, now()
  FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t(topic, tx, pos)
  ON CONFLICT (group_name, topic) DO UPDATE
    SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position, updated_at = now()
    WHERE (c.transaction_id, c.position) < (EXCLUDED.transaction_id, EXCLUDED.position)`;

/**
 * Messages after the group's checkpoint, counted topic by topic from the index: every readiness probe
 * asks it for each consumer. As one join of the log to the checkpoints, a log ANALYZE had not yet seen
 * was read whole for it, where here each topic's count starts at its checkpoint in the index.
 */
export const LAG = `
  SELECT coalesce(sum(l.n), 0)::int AS lag
  FROM unnest($2::text[]) AS t(topic)
  LEFT JOIN bus.checkpoints c ON c.group_name = $1 AND c.topic = t.topic
  CROSS JOIN LATERAL (
    SELECT count(*) AS n FROM bus.messages m
    WHERE m.topic = t.topic
      AND (m.transaction_id, m.position) > (COALESCE(c.transaction_id, '0'::xid8), COALESCE(c.position, 0))
  ) l`;

const LOCK = "SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok";

/**
 * Moves up to `limit` of a schema's outbox rows onto the bus log in one statement, for a service whose
 * Postgres bus is its own database (as it always is): the rows leave the outbox and join the log in
 * the same transaction, in position order, with the headers publish gives them, and the topics'
 * subscribers are woken. Nothing passes through the service, which otherwise read each envelope,
 * parsed it, and wrote it back as text for PostgreSQL to parse again; and no crash can publish a row
 * twice. Answers how many rows moved. The positions go to the delete as an array, as the publish
 * path's do: joined to it as a CTE instead, npm run bench bus-latency's p99 at 500/s was 62-70 ms.
 */
export async function moveOutboxToBus(conn: Kysely<unknown>, schema: string, limit: number): Promise<number> {
  const { rows } = await conn.executeQuery<{ moved: number }>(
    CompiledQuery.raw(moveStatement(schema), [limit, CHANNEL]),
  );
  return rows[0]?.moved ?? 0;
}

/**
 * A prepared statement per schema: planned anew on every call, this text cost about 380 µs a call on
 * an empty outbox against 56 µs for the publish path's SELECT, and every idle service polls 50 times
 * a second; prepared, it costs about what that SELECT does on a service's pool.
 */
const moveStatement = (schema: string) =>
  schemaStatement(
    "bus-move-outbox",
    schema,
    (s) => `
    WITH moved AS (
      DELETE FROM ${s}.outbox o
      WHERE o.position = ANY (ARRAY(SELECT position FROM ${s}.outbox ORDER BY position LIMIT $1))
      RETURNING o.position, o.topic, o.key, o.envelope
    ), published AS (
      INSERT INTO bus.messages (topic, key, envelope, headers)
      SELECT m.topic, m.key, m.envelope, jsonb_strip_nulls(jsonb_build_object(
        '${HEADER_TRACEPARENT}', m.envelope->'traceparent',
        '${HEADER_MESSAGE_ID}', m.envelope->'id',
        '${HEADER_MESSAGE_TYPE}', (m.envelope->>'type') || '.v' || (m.envelope->>'version')))
      FROM moved m ORDER BY m.position
      RETURNING topic, envelope->>'type' AS type
    ), totals AS (
      SELECT count(*)::int AS moved, string_agg(DISTINCT topic || coalesce(' ' || type, ''), ',') AS kinds,
        string_agg(DISTINCT topic, ',') AS topics
      FROM published
    )
    SELECT t.moved, CASE WHEN t.moved > 0 THEN pg_notify($2,
      CASE WHEN length(t.kinds) <= ${NOTICE_MAX_CHARS} THEN t.kinds ELSE t.topics END) END AS notified
    FROM totals t`,
  );

export async function createPostgresBus(config: BusConfig): Promise<Bus> {
  const log = config.logger ?? silentLogger;
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.poolMax ?? 5,
    application_name: `${config.clientId}-bus`,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", (err) => log.warn({ err }, "bus pool connection failed"));
  await migrateBus(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }));
  const subscriptions = new Set<PgSubscription>();
  let closed = false;

  return {
    transport: "postgres",
    async publish(messages: OutgoingMessage[]) {
      if (messages.length === 0) return;
      await inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO bus.messages (topic, key, envelope, headers)
           SELECT t.topic, t.key, t.envelope, t.headers
           FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[]) WITH ORDINALITY AS t(topic, key, envelope, headers, n)
           ORDER BY t.n`,
          [
            messages.map((m) => m.topic),
            messages.map((m) => m.key),
            messages.map((m) => JSON.stringify(m.envelope)),
            messages.map((m) => JSON.stringify(headersFor(m))),
          ],
        );
        // The topics and types ride along, so only their subscribers wake: every service's consumers
        // LISTEN on the one channel, and each woken one costs a fetch.
        await client.query("SELECT pg_notify($1, $2)", [
          CHANNEL,
          noticeOf(messages.map((m) => ({ topic: m.topic, type: m.envelope.type }))),
        ]);
      });
    },
    async subscribe(opts: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new Error("bus is closed");
      const sub = new PgSubscription(config, opts, log);
      subscriptions.add(sub);
      sub.start();
      return {
        stop: async () => {
          await sub.stop();
          subscriptions.delete(sub);
        },
      };
    },
    async lag(group: string, topics: string[]) {
      const r = await pool.query<{ lag: number }>(LAG, [group, topics]);
      return Number(r.rows[0]?.lag ?? 0);
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    pruneLog: (retentionMs) => pruneBusLog(pool, retentionMs),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      await pool.end();
    },
  };
}

/**
 * One subscription: a dedicated connection holds the group's advisory lock (one active consumer per
 * group; the others stand by and take over when its session ends) and LISTENs for new messages.
 * Checkpoints advance only after the handler resolved, i.e. after the effect committed. Its fetch,
 * pending check and checkpoint save are named statements, planned once for the connection.
 */
class PgSubscription {
  readonly #config: BusConfig;
  readonly #opts: SubscribeOptions;
  readonly #log: BusLogger;
  readonly #waiter = new Waiter();
  #client: pg.Client | undefined;
  #active = false;
  #stopping = false;
  #loop: Promise<void> | undefined;

  constructor(config: BusConfig, opts: SubscribeOptions, log: BusLogger) {
    this.#config = config;
    this.#opts = opts;
    this.#log = log;
  }

  start(): void {
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#waiter.wake();
    await this.#loop;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.#config.databaseUrl,
      application_name: `${this.#config.clientId}-bus-${this.#opts.group}`.slice(0, 63),
    });
    client.on("error", (err) => {
      this.#log.warn({ err, group: this.#opts.group }, "bus consumer connection failed");
      if (this.#client === client) this.#drop();
    });
    client.on("notification", (message) => {
      if (wakes(message.payload ?? "", this.#opts)) this.#waiter.wake();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  }

  #drop(): void {
    const c = this.#client;
    this.#client = undefined;
    this.#active = false;
    c?.end().catch(() => {});
  }

  async #run(): Promise<void> {
    const { group, topics } = this.#opts;
    const batchSize = this.#opts.batchSize ?? 100;
    let failures = 0;
    while (!this.#stopping) {
      try {
        this.#client ??= await this.#connect();
        const client = this.#client;
        if (!this.#active) {
          const r = await client.query<{ ok: boolean }>(LOCK, [`mawid.bus.group:${group}`]);
          if (!r.rows[0]?.ok) {
            await this.#waiter.wait(STANDBY_MS);
            continue;
          }
          this.#active = true;
          this.#log.info({ group, topics }, "bus consumer active");
        }
        const { rows } = await client.query<Row>({
          name: "mawid_bus_fetch",
          text: FETCH,
          values: [group, topics, batchSize, this.#opts.types ?? null],
        });
        if (rows.length === 0) {
          const p = await client.query<{ pending: boolean }>({
            name: "mawid_bus_pending",
            text: PENDING,
            values: [topics],
          });
          await this.#waiter.wait(p.rows[0]?.pending ? PENDING_POLL_MS : POLL_MS);
          continue;
        }
        const done = new Map<string, { tx: string; pos: string }>();
        let failed: unknown;
        const delivered = (row: Row, envelope: TEnvelope): DeliveredMessage => ({
          topic: row.topic,
          key: row.key,
          envelope,
          headers: row.headers ?? {},
        });
        const { handleMany } = this.#opts;
        // a consumer that takes messages one at a time gets each built as it is handled, below
        const wanted = handleMany
          ? rows.flatMap((row) => (row.envelope === null ? [] : [delivered(row, row.envelope)]))
          : [];
        if (handleMany && wanted.length > 1) {
          try {
            await handleMany(wanted);
            for (const row of rows) done.set(row.topic, { tx: row.tx, pos: String(row.position) });
          } catch (error) {
            failed = error;
          }
        } else {
          for (const row of rows) {
            if (this.#stopping || this.#client !== client) break;
            if (row.envelope !== null) {
              try {
                await this.#opts.handle(delivered(row, row.envelope));
              } catch (error) {
                failed = error;
                break;
              }
            }
            done.set(row.topic, { tx: row.tx, pos: String(row.position) });
          }
        }
        if (done.size > 0) {
          const entries = [...done];
          await client.query({
            name: "mawid_bus_save_checkpoints",
            text: SAVE_CHECKPOINTS,
            values: [
              group,
              entries.map(([t]) => t),
              entries.map(([, c]) => c.tx),
              entries.map(([, c]) => c.pos),
            ],
          });
        }
        if (failed !== undefined) {
          failures++;
          this.#log.warn(
            { err: failed, group, failures },
            "bus handler failed; the message will be redelivered",
          );
          await this.#waiter.wait(backoff(failures));
        } else {
          failures = 0;
        }
      } catch (error) {
        failures++;
        this.#log.warn({ err: error, group }, "bus consumer error; reconnecting");
        this.#drop();
        if (!this.#stopping) await this.#waiter.wait(backoff(failures));
      }
    }
    const c = this.#client;
    this.#client = undefined;
    this.#active = false;
    if (c) await c.end().catch(() => {});
  }
}
