import {
  CHECKIN_REJECTIONS_STREAM,
  CheckinRejectionsStream,
  type TGate,
  type TScanDirection,
  UnknownCodeScannedV1,
  admissionStreamId,
  rejectionsStreamId,
} from "@mawid/contracts/checkin";
import {
  type CommandMeta,
  ConcurrencyError,
  appendToStream,
  checkRegistered,
  schemaStatement,
} from "@mawid/eventstore";
import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";
import type { StoredScanAnswer } from "../db/tables/admissions.ts";
import type { CheckinDeps } from "../deps.ts";
import { INVALID_CODE, type ScanOutcome, answerScan } from "./answer.ts";
import type { AdmissionCommand, ScanOrigin } from "./decider.ts";
import { handleAdmissionCommand } from "./handle.ts";
import { type TicketRow, ticketFacts } from "./ticket-facts.ts";

/** A scan ready to decide: its code already read (ticketId null when it names no ticket of the event). */
export interface ScanToRecord {
  eventId: string;
  organizationId: string;
  ticketId: string | null;
  gates: readonly TGate[];
  direction: TScanDirection;
  origin: ScanOrigin;
  offline: boolean;
  manual: boolean;
}

interface LockedRow extends Omit<TicketRow, "ticket_id"> {
  event_status: string | null;
  stored: StoredScanAnswer | null;
  ticket_id: string | null;
}

/**
 * The first statement of every scan, one round trip: waits for the ticket's (or, for an unknown code,
 * the event's rejections') advisory lock, so one ticket's scans are decided one after another and
 * never race on its stream version, and reads the ticket, the event's status and any answer already
 * given to this nonce. The nonce's answer is read in the statement's snapshot, taken before the lock
 * was granted: a twin sent at the same instant is caught by storeAnswer's insert instead.
 */
const lockStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-lock",
    schema,
    (s) =>
      "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))::text AS locked, " +
      `(SELECT status FROM ${s}.known_events WHERE event_id = $2::uuid) AS event_status, ` +
      `(SELECT answer FROM ${s}.scan_nonces WHERE event_id = $2::uuid AND nonce = $3) AS stored, ` +
      "t.ticket_id, t.order_id, t.ticket_type_id, t.section, t.attendee_name, t.admits, t.valid_from, " +
      `t.valid_until, t.revoked_reason FROM (SELECT 1) AS one LEFT JOIN ${s}.tickets t ` +
      "ON t.ticket_id = $4::uuid AND t.event_id = $2::uuid",
  );

const relockStatement = (schema: string) =>
  schemaStatement(
    "checkin-lock",
    schema,
    () => "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))::text",
  );

/** Takes a stream's advisory lock for the rest of the transaction, as every scan of it does. */
export async function lockStream(trx: Transaction<CheckinDatabase>, schema: string, streamId: string) {
  await trx.executeQuery(CompiledQuery.raw(relockStatement(schema), [streamId]));
}

const storeStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-store",
    schema,
    (s) =>
      `INSERT INTO ${s}.scan_nonces (event_id, nonce, answer, recorded_at) VALUES ($1, $2, $3, $4) ` +
      "ON CONFLICT DO NOTHING RETURNING 1 AS stored",
  );

const storedStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-stored",
    schema,
    (s) => `SELECT answer FROM ${s}.scan_nonces WHERE event_id = $1 AND nonce = $2`,
  );

/** The same nonce was answered by a twin that committed while this scan was being decided. */
class NonceAnswered extends Error {}

async function recordUnknownCode(
  trx: Transaction<CheckinDatabase>,
  schema: string,
  scan: ScanToRecord,
  meta: CommandMeta,
): Promise<ScanOutcome> {
  const streamId = rejectionsStreamId(scan.eventId);
  // A genuine code of a ticket not (yet) heard of held the ticket's lock; this stream has its own.
  if (scan.ticketId !== null) await lockStream(trx, schema, streamId);
  const events = [
    {
      type: UnknownCodeScannedV1.type,
      version: UnknownCodeScannedV1.version,
      data: {
        eventId: scan.eventId,
        organizationId: scan.organizationId,
        ...scan.origin,
        direction: scan.direction,
        result: "invalid" as const,
        offline: scan.offline,
      },
    },
  ];
  checkRegistered(CheckinRejectionsStream, events);
  await appendToStream(trx as unknown as Kysely<unknown>, schema, {
    streamType: CHECKIN_REJECTIONS_STREAM,
    streamId,
    expectedVersion: "any",
    events,
    meta,
  });
  return { answer: INVALID_CODE, duplicate: false };
}

async function recordOnce(
  trx: Transaction<CheckinDatabase>,
  schema: string,
  scan: ScanToRecord,
  meta: CommandMeta,
): Promise<ScanOutcome> {
  const lockKey =
    scan.ticketId === null ? rejectionsStreamId(scan.eventId) : admissionStreamId(scan.ticketId);
  const { nonce } = scan.origin;
  const { rows } = await trx.executeQuery<LockedRow>(
    CompiledQuery.raw(lockStatement(schema), [lockKey, scan.eventId, nonce, scan.ticketId]),
  );
  const row = rows[0]!;
  if (row.stored) return row.stored;
  let outcome: ScanOutcome;
  if (row.ticket_id === null) {
    outcome = await recordUnknownCode(trx, schema, scan, meta);
  } else {
    const command: Extract<AdmissionCommand, { type: "Scan" }> = {
      type: "Scan",
      ticket: ticketFacts({ ...row, ticket_id: row.ticket_id }, scan),
      eventCancelled: row.event_status === "cancelled",
      gates: scan.gates,
      direction: scan.direction,
      origin: scan.origin,
      offline: scan.offline,
      manual: scan.manual,
    };
    const handled = await handleAdmissionCommand(trx, admissionStreamId(row.ticket_id), command, meta);
    outcome = answerScan(command, handled.events, handled.state);
  }
  if (nonce !== null) {
    const stored = await trx.executeQuery(
      CompiledQuery.raw(storeStatement(schema), [
        scan.eventId,
        nonce,
        JSON.stringify(outcome),
        scan.origin.recordedAt,
      ]),
    );
    if (stored.rows.length === 0) throw new NonceAnswered();
  }
  return outcome;
}

const ATTEMPTS = 3;

/**
 * Decides and records one scan in one transaction: the ticket's stream read and appended at the
 * version read, its admissions row, the outbox rows and the nonce's answer commit together, so a
 * crash leaves either all of them or none. A nonce already answered gets that answer again, with
 * nothing recorded twice.
 */
export async function recordScan(
  deps: CheckinDeps,
  scan: ScanToRecord,
  meta: CommandMeta,
): Promise<ScanOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute((trx) => recordOnce(trx, deps.name, scan, meta));
    } catch (error) {
      if (error instanceof NonceAnswered) {
        const { rows } = await deps.db.executeQuery<{ answer: StoredScanAnswer }>(
          CompiledQuery.raw(storedStatement(deps.name), [scan.eventId, scan.origin.nonce]),
        );
        return rows[0]!.answer;
      }
      // Every writer of a ticket's stream holds its lock, so a conflict means a writer that does not.
      if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
