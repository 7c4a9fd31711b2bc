import { randomUUID } from "node:crypto";
import type { TScanAnswer } from "@mawid/contracts/checkin";
import { type DomainEvent, topicOf, upcastTo } from "@mawid/contracts/platform";
import { type CommandMeta, schemaStatement, sharedEnvelope } from "@mawid/eventstore";
import { CompiledQuery, type Kysely } from "kysely";
import type { StoredScanAnswer, TicketsTable } from "../db/tables/admissions.ts";
import type { AdmissionEvent } from "./decider.ts";
import { CheckinAdmissionStream } from "@mawid/contracts/checkin";

/** What scan_read gives: the ticket (null columns when unknown), event status, nonce's answer, stream. */
export interface ScanRead
  extends Omit<
    Pick<
      TicketsTable,
      | "ticket_id"
      | "order_id"
      | "ticket_type_id"
      | "section"
      | "attendee_name"
      | "admits"
      | "valid_from"
      | "valid_until"
      | "revoked_reason"
      | "secret_digest"
    >,
    "ticket_id"
  > {
  ticket_id: string | null;
  event_status: string | null;
  stored: StoredScanAnswer | null;
  stream_version: number;
  past: AdmissionEvent[];
}

const readStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-read",
    schema,
    (s) => `SELECT * FROM ${s}.scan_read($1, $2::uuid, $3, $4::uuid)`,
  );

const writeStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-write",
    schema,
    (s) =>
      `SELECT ${s}.scan_write_counted($1, $2, $3::integer, $4::uuid[], $5::text[], $6::integer[], $7::jsonb[], ` +
      "$8::text[], $9, $10, $11, $12::timestamptz, $13::jsonb, $14::uuid, $15, $16::jsonb, NULL) AS outcome",
  );

/**
 * Many scans' writes in one statement and one transaction, with the outcomes scan_write would give
 * them one after another in the order given (migration 005's scan_write_rows, set-wise), each written
 * scan counted for its device (migration 006).
 */
const writeRowsStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-write-rows",
    schema,
    (s) => `SELECT ${s}.scan_write_rows_counted($1::jsonb) AS outcomes`,
  );

/** Single scans' reads, each of its own event, in one statement. */
const readEachStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-read-each",
    schema,
    (s) =>
      "SELECT r.* FROM unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[]) WITH ORDINALITY AS " +
      `u(stream, event, nonce, ticket, i) CROSS JOIN LATERAL ${s}.scan_read(u.stream, u.event, u.nonce, u.ticket) ` +
      "AS r ORDER BY u.i",
  );

const readManyStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-read-many",
    schema,
    (s) =>
      `SELECT r.* FROM unnest($1::text[], $2::text[], $3::uuid[]) WITH ORDINALITY AS u(stream, nonce, ticket, i) ` +
      `CROSS JOIN LATERAL ${s}.scan_read(u.stream, $4::uuid, u.nonce, u.ticket) AS r ORDER BY u.i`,
  );

const storedStatement = (schema: string) =>
  schemaStatement(
    "checkin-scan-stored",
    schema,
    (s) => `SELECT answer FROM ${s}.scan_nonces WHERE event_id = $1 AND nonce = $2`,
  );

/** A stored event as the stream's current version of it (older versions upcast). */
function current(stored: { type: string; version: number; data: unknown }): AdmissionEvent {
  const definition = CheckinAdmissionStream.definitionOf(stored.type);
  const data = definition && upcastTo(definition, stored.version, stored.data);
  if (!definition || data === undefined)
    throw new Error(`checkin.admission does not know ${stored.type} v${stored.version}`);
  return { type: definition.type, version: definition.version, data } as AdmissionEvent;
}

type ReadRow = Omit<ScanRead, "past"> & { past: { type: string; version: number; data: unknown }[] };

export interface ScanReadRequest {
  streamId: string | null;
  eventId: string;
  nonce: string | null;
  ticketId: string | null;
}

/** One round trip: the ticket (when ticketId is given), the event's status, the nonce's answer and the ticket's stream. */
export async function readScan(
  db: Kysely<unknown>,
  schema: string,
  read: ScanReadRequest,
): Promise<ScanRead> {
  const { rows } = await db.executeQuery<ReadRow>(
    CompiledQuery.raw(readStatement(schema), [read.streamId, read.eventId, read.nonce, read.ticketId]),
  );
  const row = rows[0]!;
  return { ...row, past: row.past.map(current) };
}

/** A batch's reads, one per scan of one event, in one round trip. */
export async function readScans(
  db: Kysely<unknown>,
  schema: string,
  eventId: string,
  reads: readonly Omit<ScanReadRequest, "eventId">[],
): Promise<ScanRead[]> {
  const { rows } = await db.executeQuery<ReadRow>(
    CompiledQuery.raw(readManyStatement(schema), [
      reads.map((r) => r.streamId),
      reads.map((r) => r.nonce),
      reads.map((r) => r.ticketId),
      eventId,
    ]),
  );
  return rows.map((row) => ({ ...row, past: row.past.map(current) }));
}

/** Single scans' reads, from different requests and maybe events, in one round trip. */
export async function readEach(
  db: Kysely<unknown>,
  schema: string,
  reads: readonly ScanReadRequest[],
): Promise<ScanRead[]> {
  const { rows } = await db.executeQuery<ReadRow>(
    CompiledQuery.raw(readEachStatement(schema), [
      reads.map((r) => r.streamId),
      reads.map((r) => r.eventId),
      reads.map((r) => r.nonce),
      reads.map((r) => r.ticketId),
    ]),
  );
  return rows.map((row) => ({ ...row, past: row.past.map(current) }));
}

export async function storedAnswer(
  db: Kysely<unknown>,
  schema: string,
  eventId: string,
  nonce: string,
): Promise<StoredScanAnswer> {
  const { rows } = await db.executeQuery<{ answer: StoredScanAnswer }>(
    CompiledQuery.raw(storedStatement(schema), [eventId, nonce]),
  );
  return rows[0]!.answer;
}

export interface ScanWrite {
  streamType: string;
  streamId: string;
  /** The version read; "any" for a refusal, which changes no state and so never needs to race. */
  expectedVersion: number | "any";
  events: readonly DomainEvent[];
  meta: CommandMeta;
  eventId: string;
  /** With the answer the scan got, kept by its nonce. */
  nonce: { nonce: string; answer: { answer: TScanAnswer; duplicate: boolean } } | null;
}

export type WriteOutcome = "written" | "conflict" | "answered";

/** One scan's single event in a batch's write, chained after the batch's previous event of its stream. */
export interface ChainedWrite {
  streamType: string;
  streamId: string;
  expectedVersion: number | "any";
  event: DomainEvent & { id: string };
  /** The id of the event this one must follow (at expectedVersion); null for a stream's first in the batch. */
  after: string | null;
  nonce: { nonce: string; answer: { answer: TScanAnswer; duplicate: boolean } } | null;
}

/** One row of scan_write_rows: one scan's event, in the function's own snake_case. */
interface WriteRow {
  stream_id: string;
  stream_type: string;
  expected: number;
  id: string;
  type: string;
  version: number;
  data: unknown;
  topic: string;
  envelope: ReturnType<typeof sharedEnvelope>;
  event: string;
  nonce: string | null;
  answer: { answer: TScanAnswer; duplicate: boolean } | null;
  after: string | null;
}

/** A scan's one event as a row of scan_write_rows, chained `after` the event it must follow (or none). */
function writeRow(
  write: Pick<ScanWrite, "streamType" | "streamId" | "expectedVersion" | "nonce">,
  event: DomainEvent & { id: string },
  of: { meta: CommandMeta; eventId: string; after: string | null },
): WriteRow {
  return {
    stream_id: write.streamId,
    stream_type: write.streamType,
    expected: write.expectedVersion === "any" ? -1 : write.expectedVersion,
    id: event.id,
    type: event.type,
    version: event.version,
    data: event.data,
    topic: topicOf(write.streamType),
    envelope: sharedEnvelope(write.streamType, write.streamId, of.meta),
    event: of.eventId,
    nonce: write.nonce?.nonce ?? null,
    answer: write.nonce?.answer ?? null,
    after: of.after,
  };
}

async function writeRows(
  db: Kysely<unknown>,
  schema: string,
  rows: readonly WriteRow[],
): Promise<WriteOutcome[]> {
  const { rows: result } = await db.executeQuery<{ outcomes: WriteOutcome[] }>(
    CompiledQuery.raw(writeRowsStatement(schema), [JSON.stringify(rows)]),
  );
  return result[0]!.outcomes;
}

/**
 * A batch's writes in one statement, so one transaction: each as writeScan's, in the order given.
 * Callers order them by stream id, so two batches take their streams' locks in the same order.
 */
export async function writeScans(
  db: Kysely<unknown>,
  schema: string,
  eventId: string,
  meta: CommandMeta,
  writes: readonly ChainedWrite[],
): Promise<WriteOutcome[]> {
  return writeRows(
    db,
    schema,
    writes.map((w) => writeRow(w, w.event, { meta, eventId, after: w.after })),
  );
}

/**
 * One statement (migration 003's scan_write): under the stream's advisory lock, checks the version,
 * keeps the nonce's answer, appends the events with their outbox rows (the event store's own
 * append_events, the envelope built as appendToStream builds it), applies the admissions
 * projection and counts the scan for its device (migration 006), all or nothing.
 */
export async function writeScan(
  db: Kysely<unknown>,
  schema: string,
  write: ScanWrite,
): Promise<WriteOutcome> {
  const envelope = sharedEnvelope(write.streamType, write.streamId, write.meta);
  const occurredAt = envelope.occurredAt;
  const topic = topicOf(write.streamType);
  const { rows } = await db.executeQuery<{ outcome: WriteOutcome }>(
    CompiledQuery.raw(writeStatement(schema), [
      write.streamId,
      write.streamType,
      write.expectedVersion === "any" ? -1 : write.expectedVersion,
      write.events.map(() => randomUUID()),
      write.events.map((e) => e.type),
      write.events.map((e) => e.version),
      write.events.map((e) => JSON.stringify(e.data)),
      write.events.map(() => topic),
      write.meta.correlationId,
      write.meta.causationId ?? null,
      write.meta.traceparent ?? null,
      occurredAt,
      JSON.stringify(envelope),
      write.eventId,
      write.nonce?.nonce ?? null,
      write.nonce ? JSON.stringify(write.nonce.answer) : null,
    ]),
  );
  return rows[0]!.outcome;
}

/** A write writeEach takes: one event, as every single scan's decision is. */
export type SingleEventWrite = ScanWrite & { events: readonly [DomainEvent] };

/**
 * Single scans' writes, each from its own request, in one statement and so one transaction and one
 * commit: each as writeScan's, in the order given. Callers order them by stream id, as batches do.
 */
export async function writeEach(
  db: Kysely<unknown>,
  schema: string,
  writes: readonly SingleEventWrite[],
): Promise<WriteOutcome[]> {
  return writeRows(
    db,
    schema,
    writes.map((w) =>
      writeRow(w, { ...w.events[0], id: randomUUID() }, { meta: w.meta, eventId: w.eventId, after: null }),
    ),
  );
}
