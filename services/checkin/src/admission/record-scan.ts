import {
  CHECKIN_ADMISSION_STREAM,
  CHECKIN_REJECTIONS_STREAM,
  CheckinAdmissionStream,
  CheckinRejectionsStream,
  type TGate,
  type TScanDirection,
  UnknownCodeScannedV1,
  admissionStreamId,
  rejectionsStreamId,
} from "@mawid/contracts/checkin";
import { type CommandMeta, ConcurrencyError, checkRegistered, fold } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { CheckinDeps } from "../deps.ts";
import { TicketNotFoundError } from "../errors.ts";
import { INVALID_CODE, type ScanOutcome, answerScan } from "./answer.ts";
import { type AdmissionCommand, admissionDecider, type ScanOrigin } from "./decider.ts";
import { isTicketsCode } from "./read-code.ts";
import {
  type ScanRead,
  type ScanWrite,
  type SingleEventWrite,
  storedAnswer,
  writeScan,
} from "./scan-store.ts";
import { ticketFacts } from "./ticket-facts.ts";

/** A scan ready to decide: the ticket its code names (null when it names no ticket of the event). */
export interface ScanToRecord {
  eventId: string;
  organizationId: string;
  ticketId: string | null;
  /**
   * The scanned code while it has still to prove it is that ticket's (isTicketsCode); null for a
   * manual check-in, or once proved.
   */
  code: string | null;
  gates: readonly TGate[];
  direction: TScanDirection;
  origin: ScanOrigin;
  offline: boolean;
  manual: boolean;
}

type Decided = { outcome: ScanOutcome; write: Omit<ScanWrite, "meta" | "eventId" | "nonce"> };

/** A code naming no ticket of the event: recorded on the event's rejections stream. */
export function unknownCode(scan: ScanToRecord): Decided {
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
  return {
    outcome: { answer: INVALID_CODE, duplicate: false },
    write: {
      streamType: CHECKIN_REJECTIONS_STREAM,
      streamId: rejectionsStreamId(scan.eventId),
      expectedVersion: "any",
      events,
    },
  };
}

function decideScan(read: ScanRead & { ticket_id: string }, scan: ScanToRecord): Decided {
  const command: Extract<AdmissionCommand, { type: "Scan" }> = {
    type: "Scan",
    ticket: ticketFacts(read, scan),
    eventCancelled: read.event_status === "cancelled",
    gates: scan.gates,
    direction: scan.direction,
    origin: scan.origin,
    offline: scan.offline,
    manual: scan.manual,
  };
  const state = fold(admissionDecider, read.past);
  const events = admissionDecider.decide(command, state);
  checkRegistered(CheckinAdmissionStream, events);
  const refusal = events.every((e) => e.type === "ScanRejected");
  return {
    outcome: answerScan(command, events, events.reduce(admissionDecider.evolve, state)),
    write: {
      streamType: CHECKIN_ADMISSION_STREAM,
      streamId: admissionStreamId(read.ticket_id),
      expectedVersion: refusal ? "any" : read.stream_version,
      events,
    },
  };
}

const isSingleEvent = (write: ScanWrite): write is SingleEventWrite => write.events.length === 1;

/** Decisions made on a stream that moved are made again; only concurrent scans of one ticket move it. */
const ATTEMPTS = 5;

/**
 * Decides and records one scan in two round trips. scan_read reads the ticket, the event's status,
 * the nonce's answer and the ticket's stream; the decider decides; scan_write, one statement under
 * the stream's lock, appends at the version read (a refusal at the end), projects the admission and
 * keeps the nonce's answer, all or nothing, or writes nothing and says why. An admission that lost
 * to another station's is decided again, and hears already_checked_in; a nonce already answered gets
 * that answer again, with nothing recorded twice.
 */
export async function recordScan(
  deps: CheckinDeps,
  scan: ScanToRecord,
  meta: CommandMeta,
): Promise<ScanOutcome> {
  // The scan statements are texts of their own: they need no table types.
  const db = deps.db as unknown as Kysely<unknown>;
  const { nonce } = scan.origin;
  const streamId = scan.ticketId === null ? null : admissionStreamId(scan.ticketId);
  const { code } = scan;
  let genuine: boolean | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const read = await deps.scans.reads.run({
      streamId,
      eventId: scan.eventId,
      nonce,
      ticketId: scan.ticketId,
    });
    if (read.stored) return read.stored;
    if (read.ticket_id === null && scan.manual) throw new TicketNotFoundError();
    if (read.ticket_id !== null && code !== null && genuine === undefined)
      genuine = await isTicketsCode(deps, scan.eventId, code, read.secret_digest);
    const ticketId = genuine === false ? null : read.ticket_id;
    const { outcome, write } =
      ticketId === null ? unknownCode(scan) : decideScan({ ...read, ticket_id: ticketId }, scan);
    const toWrite = {
      ...write,
      meta,
      eventId: scan.eventId,
      nonce: nonce === null ? null : { nonce, answer: outcome },
    };
    const written = isSingleEvent(toWrite)
      ? await deps.scans.writes.run(toWrite)
      : await writeScan(db, deps.name, toWrite);
    if (written === "written") return outcome;
    if (written === "answered") return storedAnswer(db, deps.name, scan.eventId, nonce!);
  }
  throw new ConcurrencyError(streamId ?? rejectionsStreamId(scan.eventId), "any");
}
