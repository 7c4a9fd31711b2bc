import { randomUUID } from "node:crypto";
import {
  CHECKIN_ADMISSION_STREAM,
  CheckinAdmissionStream,
  admissionStreamId,
} from "@mawid/contracts/checkin";
import { type CommandMeta, checkRegistered, fold } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { CheckinDeps } from "../deps.ts";
import { type ScanOutcome, answerScan } from "./answer.ts";
import { type AdmissionState, admissionDecider } from "./decider.ts";
import { isTicketsCode } from "./read-code.ts";
import { recordScan, type ScanToRecord, unknownCode } from "./record-scan.ts";
import { type ChainedWrite, readScans, type ScanRead, storedAnswer, writeScans } from "./scan-store.ts";
import { ticketFacts } from "./ticket-facts.ts";

/** Writes per statement: a transaction holds one advisory lock per stream it writes. */
const WRITES_PER_STATEMENT = 250;

interface Planned {
  index: number;
  write: ChainedWrite;
  outcome: ScanOutcome;
}

/**
 * Each scan whose code claims a ticket the reads found, proved that ticket's (isTicketsCode), or else
 * taken as a code naming no ticket. Proved scans go on without their code, so a chain decided again
 * scan by scan (recordScan) is not proved twice.
 */
async function proveCodes(
  deps: CheckinDeps,
  eventId: string,
  scans: readonly ScanToRecord[],
  reads: readonly ScanRead[],
): Promise<{ scans: ScanToRecord[]; reads: ScanRead[] }> {
  const genuine = await Promise.all(
    scans.map((scan, i) => {
      const read = reads[i]!;
      if (read.ticket_id === null || scan.code === null) return true;
      return isTicketsCode(deps, eventId, scan.code, read.secret_digest);
    }),
  );
  return {
    scans: scans.map((scan, i) => ({ ...scan, code: null, ticketId: genuine[i] ? scan.ticketId : null })),
    reads: reads.map((read, i) => (genuine[i] ? read : { ...read, ticket_id: null })),
  };
}

/** Each ticket's scans (null: codes naming no ticket), in the order the station sent them. */
function chainsOf(scans: readonly ScanToRecord[]): Map<string | null, number[]> {
  const chains = new Map<string | null, number[]>();
  scans.forEach((scan, i) => {
    const chain = chains.get(scan.ticketId) ?? [];
    chain.push(i);
    chains.set(scan.ticketId, chain);
  });
  return chains;
}

/** Statements of whole chains, so no ticket's scans are split across two transactions. */
function statementsOf(planned: readonly Planned[]): Planned[][] {
  const statements: Planned[][] = [];
  let current: Planned[] = [];
  planned.forEach((p, i) => {
    const startsChain = i === 0 || planned[i - 1]!.write.streamId !== p.write.streamId;
    if (current.length >= WRITES_PER_STATEMENT && (startsChain || p.write.expectedVersion === "any")) {
      statements.push(current);
      current = [];
    }
    current.push(p);
  });
  if (current.length > 0) statements.push(current);
  return statements;
}

/**
 * A station's synced batch in a few round trips instead of two per scan: one read of every scan's
 * ticket, stream and nonce; each code proved its ticket's (by the digest read with it, mostly); each
 * ticket's scans decided in the order sent, each event chained after
 * the one before it (scan_write's p_after); the writes in statements of whole chains, ordered by
 * stream id so two batches take their locks in the same order and never deadlock. A chain another
 * station moved meanwhile is decided again from where it broke, scan by scan (recordScan).
 */
export async function recordScans(
  deps: CheckinDeps,
  eventId: string,
  claimed: readonly ScanToRecord[],
  meta: CommandMeta,
): Promise<ScanOutcome[]> {
  const db = deps.db as unknown as Kysely<unknown>;
  const read = await readScans(
    db,
    deps.name,
    eventId,
    claimed.map((s) => ({
      streamId: s.ticketId === null ? null : admissionStreamId(s.ticketId),
      nonce: s.origin.nonce,
      ticketId: s.ticketId,
    })),
  );
  const { scans, reads } = await proveCodes(deps, eventId, claimed, read);
  const outcomes: ScanOutcome[] = new Array(scans.length);
  const planned: Planned[] = [];
  for (const chain of chainsOf(scans).values()) {
    const first = reads[chain[0]!]!;
    let state: AdmissionState = fold(admissionDecider, first.past);
    let version = first.stream_version;
    let after: string | null = null;
    for (const i of chain) {
      const scan = scans[i]!;
      const stored = reads[i]!.stored;
      if (stored) {
        outcomes[i] = stored;
        continue;
      }
      const nonce = scan.origin.nonce;
      if (first.ticket_id === null) {
        const { outcome, write } = unknownCode(scan);
        const event = { ...write.events[0]!, id: randomUUID() };
        planned.push({
          index: i,
          outcome,
          write: { ...write, event, after: null, nonce: nonce ? { nonce, answer: outcome } : null },
        });
        continue;
      }
      const command = {
        type: "Scan" as const,
        ticket: ticketFacts({ ...first, ticket_id: first.ticket_id }, scan),
        eventCancelled: first.event_status === "cancelled",
        gates: scan.gates,
        direction: scan.direction,
        origin: scan.origin,
        offline: scan.offline,
        manual: scan.manual,
      };
      const events = admissionDecider.decide(command, state);
      checkRegistered(CheckinAdmissionStream, events);
      state = events.reduce(admissionDecider.evolve, state);
      const outcome = answerScan(command, events, state);
      const event = { ...events[0]!, id: randomUUID() };
      planned.push({
        index: i,
        outcome,
        write: {
          streamType: CHECKIN_ADMISSION_STREAM,
          streamId: admissionStreamId(first.ticket_id),
          expectedVersion: version,
          event,
          after,
          nonce: nonce ? { nonce, answer: outcome } : null,
        },
      });
      version += 1;
      after = event.id;
    }
  }
  planned.sort((a, b) =>
    a.write.streamId < b.write.streamId ? -1 : a.write.streamId > b.write.streamId ? 1 : 0,
  );
  const broken = new Map<string, number>();
  for (const statement of statementsOf(planned)) {
    const written = await writeScans(
      db,
      deps.name,
      eventId,
      meta,
      statement.map((p) => p.write),
    );
    for (const [k, p] of statement.entries()) {
      if (written[k] === "written") outcomes[p.index] = p.outcome;
      else if (written[k] === "answered")
        outcomes[p.index] = await storedAnswer(db, deps.name, eventId, p.write.nonce!.nonce);
      else if (!broken.has(p.write.streamId)) broken.set(p.write.streamId, p.index);
    }
  }
  for (const p of planned) {
    const from = broken.get(p.write.streamId);
    if (from !== undefined && p.index >= from)
      outcomes[p.index] = await recordScan(deps, scans[p.index]!, meta);
  }
  return outcomes;
}
