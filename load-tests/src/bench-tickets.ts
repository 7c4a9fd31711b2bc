// Tickets: how fast ticketing signs ticket secrets, and how fast it draws a ticket's QR code cold
// (not yet cached) against the raw qrcode library it is built on, in the same run and process.
//   secrets: signTicketSecret (Ed25519 over ticket, event, section, validity window and key id,
//            as the issuing consumer calls it per ticket), distinct tickets, three runs, median;
//            goal at least 10,000 a second.
//   QR SVG:  renderQrSvg (what GET /api/v1/tickets/{id}/qr.svg renders before caching) against
//            qrcode's own toString(text, {type: "svg", errorCorrectionLevel: "M"}) on the same distinct
//            147-character secrets, in alternating slices so both see the same machine; goal at least
//            0.8 of the library's rate (the seed claims 1,000 QR codes a minute).
//   node load-tests/src/bench-tickets.ts
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { TicketSecretFields } from "@mawid/contracts/ticketing";
import { renderQrSvg } from "../../services/ticketing/src/ticket/qr-svg.ts";
import { signTicketSecret } from "../../services/ticketing/src/ticket-keys/sign-ticket-secret.ts";
import { isMain, median, repoRoot, round, writeBenchResult } from "./bench-results.ts";

type ToString = (text: string, opts: object, cb: (error: Error | null, svg: string) => void) => void;

/** The library exactly as ticketing resolves it. */
const qrcode = createRequire(join(repoRoot, "services/ticketing/package.json"))("qrcode") as {
  toString: ToString;
};

export interface TicketsBenchOptions {
  secretsPerRun?: number;
  runs?: number;
  qrCodes?: number;
  slices?: number;
}

const GOAL = { secretsPerSecond: 10_000, qrRatio: 0.8 };

function tickets(count: number): TicketSecretFields[] {
  const eventId = randomUUID();
  const validFrom = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) => ({
    ticketId: randomUUID(),
    eventId,
    section: (["brothers", "sisters", "families", "mixed"] as const)[i % 4]!,
    validFrom,
    validUntil: validFrom + 30 * 86_400,
    kid: "0a1b2c3d",
  }));
}

function rawLibrarySvg(text: string): string {
  let svg = "";
  qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M" }, (error, out) => {
    if (error) throw error;
    svg = out;
  });
  if (!svg) throw new Error("qrcode's toString did not answer synchronously");
  return svg;
}

/** Milliseconds to run `fn` over every item. */
function timed<T>(items: readonly T[], fn: (item: T) => unknown): number {
  const started = performance.now();
  for (const item of items) fn(item);
  return performance.now() - started;
}

export async function benchTickets(opts: TicketsBenchOptions = {}) {
  const secretsPerRun = opts.secretsPerRun ?? 20_000;
  const runs = opts.runs ?? 3;
  const qrCodes = opts.qrCodes ?? 2_000;
  const slices = opts.slices ?? 8;
  const { privateKey } = generateKeyPairSync("ed25519");

  timed(tickets(2_000), (t) => signTicketSecret(t, privateKey));
  const signingRuns = Array.from({ length: runs }, () => {
    const batch = tickets(secretsPerRun);
    return round(secretsPerRun / (timed(batch, (t) => signTicketSecret(t, privateKey)) / 1000), 0);
  });
  const secretsPerSecond = median(signingRuns);

  const secrets = tickets(qrCodes).map((t) => signTicketSecret(t, privateKey));
  timed(secrets.slice(0, 100), renderQrSvg);
  timed(secrets.slice(0, 100), rawLibrarySvg);
  const ms = { ours: 0, library: 0 };
  const size = Math.ceil(qrCodes / slices);
  for (let s = 0; s < slices; s++) {
    const slice = secrets.slice(s * size, (s + 1) * size);
    // Alternate who goes first, so neither always runs on a warmer or a busier machine.
    if (s % 2 === 0) {
      ms.ours += timed(slice, renderQrSvg);
      ms.library += timed(slice, rawLibrarySvg);
    } else {
      ms.library += timed(slice, rawLibrarySvg);
      ms.ours += timed(slice, renderQrSvg);
    }
  }
  const perSecond = {
    ours: round(qrCodes / (ms.ours / 1000), 0),
    library: round(qrCodes / (ms.library / 1000), 0),
  };
  const ratio = round(perSecond.ours / perSecond.library, 3);
  return {
    secrets: {
      perRun: secretsPerRun,
      runsPerSecond: signingRuns,
      perSecond: secretsPerSecond,
      goal: GOAL.secretsPerSecond,
      met: secretsPerSecond >= GOAL.secretsPerSecond,
    },
    qrSvg: {
      codes: qrCodes,
      secretLength: secrets[0]!.length,
      perSecond: perSecond.ours,
      perMinute: perSecond.ours * 60,
      libraryPerSecond: perSecond.library,
      ratio,
      goal: GOAL.qrRatio,
      met: ratio >= GOAL.qrRatio,
    },
  };
}

if (isMain(import.meta.url)) {
  const result = await benchTickets();
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${writeBenchResult("tickets", result)}`);
}
