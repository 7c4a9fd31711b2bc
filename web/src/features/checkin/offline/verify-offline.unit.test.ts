import { generateKeyPairSync, sign } from "node:crypto";
import type { TOfflineBundle } from "@mawid/contracts/checkin";
import { encodeTicketSecret, type TicketSecretFields, ticketSecretMessage } from "@mawid/contracts/ticketing";
import { describe, expect, it } from "vitest";
import { decideOffline, insideFromBundle } from "./verify-offline";

const eventId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const kid = "0a1b2c3d";
const { publicKey, privateKey } = generateKeyPairSync("ed25519");
const during = new Date("2027-03-10T18:30:00Z");

const amina = "11111111-1111-4111-8111-111111111111";
const bilal = "22222222-2222-4222-8222-222222222222";

function secret(ticketId: string, overrides: Partial<TicketSecretFields> = {}): string {
  const message = ticketSecretMessage({
    ticketId,
    eventId,
    section: "sisters",
    validFrom: Date.parse("2027-03-09T00:00:00Z") / 1000,
    validUntil: Date.parse("2027-03-11T00:00:00Z") / 1000,
    kid,
    ...overrides,
  });
  return encodeTicketSecret(message, new Uint8Array(sign(null, message, privateKey)));
}

function bundle(overrides: Partial<TOfflineBundle> = {}): TOfflineBundle {
  return {
    eventId,
    keys: [{ kid, algorithm: "Ed25519", publicKey: publicKey.export({ format: "jwk" }).x! }],
    revoked: [],
    tickets: [
      {
        id: amina,
        attendeeName: "Amina Yusuf",
        section: "sisters",
        ticketTypeId: "general",
        admits: 1,
        checkedInAt: null,
      },
      {
        id: bilal,
        attendeeName: "Bilal Yusuf",
        section: "brothers",
        ticketTypeId: "general",
        admits: 1,
        checkedInAt: "2027-03-10T18:00:00.000Z",
      },
    ],
    gates: [
      {
        id: "g-brothers",
        name: "Brothers' entrance",
        sections: ["brothers"],
        ticketTypeIds: [],
        opensAt: null,
        closesAt: null,
        reentry: false,
        capacity: null,
      },
      {
        id: "g-sisters",
        name: "Sisters' entrance",
        sections: ["sisters"],
        ticketTypeIds: [],
        opensAt: null,
        closesAt: null,
        reentry: false,
        capacity: null,
      },
    ],
    cancelled: false,
    generatedAt: "2027-03-10T18:20:00.000Z",
    ...overrides,
  };
}

const scanOf = (
  qr: string,
  more: { gateId?: string; direction?: "in" | "out"; inside?: Map<string, string> } = {},
) => ({
  qr,
  gateId: more.gateId,
  direction: more.direction ?? ("in" as const),
  now: during,
  inside: more.inside ?? new Map<string, string>(),
});

describe("deciding a scan offline", () => {
  it("given a genuine ticket nobody let in, when scanned, then it is admitted with its holder's name", async () => {
    const { answer } = await decideOffline(bundle(), scanOf(secret(amina)));
    expect(answer.result).toBe("admitted");
    expect(answer.ticket?.attendeeName).toBe("Amina Yusuf");
  });

  it("given a ticket the bundle says is inside, when scanned again, then it is already checked in since then", async () => {
    const b = bundle();
    const { answer } = await decideOffline(
      b,
      scanOf(secret(bilal, { section: "brothers" }), { inside: insideFromBundle(b) }),
    );
    expect(answer.result).toBe("already_checked_in");
    expect(answer.previous?.at).toBe("2027-03-10T18:00:00.000Z");
  });

  it("given a ticket on the synced revocation list, when scanned, then it is refused as revoked", async () => {
    const { answer } = await decideOffline(bundle({ revoked: [amina] }), scanOf(secret(amina)));
    expect(answer.result).toBe("revoked");
  });

  it("given a code signed with another key, when scanned, then it is invalid", async () => {
    const forger = generateKeyPairSync("ed25519").privateKey;
    const message = ticketSecretMessage({
      ticketId: amina,
      eventId,
      section: "sisters",
      validFrom: 0,
      validUntil: 2_000_000_000,
      kid,
    });
    const forged = encodeTicketSecret(message, new Uint8Array(sign(null, message, forger)));
    expect((await decideOffline(bundle(), scanOf(forged))).answer.result).toBe("invalid");
    expect((await decideOffline(bundle(), scanOf("not a ticket"))).answer.result).toBe("invalid");
  });

  it("given a sister's ticket at the brothers' entrance, when scanned, then it names the sisters' entrance", async () => {
    const { answer } = await decideOffline(bundle(), scanOf(secret(amina), { gateId: "g-brothers" }));
    expect(answer.result).toBe("wrong_section");
    expect(answer.rightGate).toEqual({ id: "g-sisters", name: "Sisters' entrance" });
  });

  it("given a ticket whose window has not started or has ended, then it is not yet valid or expired", async () => {
    const later = secret(amina, {
      validFrom: Date.parse("2027-03-11T00:00:00Z") / 1000,
      validUntil: Date.parse("2027-03-12T00:00:00Z") / 1000,
    });
    const earlier = secret(amina, {
      validFrom: Date.parse("2027-03-01T00:00:00Z") / 1000,
      validUntil: Date.parse("2027-03-02T00:00:00Z") / 1000,
    });
    expect((await decideOffline(bundle(), scanOf(later))).answer.result).toBe("not_yet_valid");
    expect((await decideOffline(bundle(), scanOf(earlier))).answer.result).toBe("expired");
  });

  it("given a cancelled event, when a genuine ticket is scanned, then the event is cancelled", async () => {
    expect((await decideOffline(bundle({ cancelled: true }), scanOf(secret(amina)))).answer.result).toBe(
      "event_cancelled",
    );
  });

  it("given an exit scan, then it checks out someone inside and refuses someone who is not", async () => {
    const inside = new Map([[amina, "2027-03-10T18:10:00.000Z"]]);
    expect(
      (await decideOffline(bundle(), scanOf(secret(amina), { direction: "out", inside }))).answer.result,
    ).toBe("checked_out");
    expect((await decideOffline(bundle(), scanOf(secret(amina), { direction: "out" }))).answer.result).toBe(
      "not_checked_in",
    );
  });
});
