import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decodeTicketSecret,
  encodeTicketSecret,
  fromBase64Url,
  type TicketPublicKey,
  type TicketSecretFields,
  ticketSecretMessage,
  TICKET_SECTIONS,
  toBase64Url,
  verifyTicketSecret,
} from "./ticket-secret.ts";
import { ZSection } from "./ticket-types.ts";

const eventId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const otherEventId = "6c1f0a2e-8f0b-4e55-a0d4-5b8e2f9c7d11";
const fields: TicketSecretFields = {
  ticketId: "11111111-1111-4111-8111-111111111111",
  eventId,
  section: "sisters",
  validFrom: Date.parse("2027-03-09T00:00:00Z") / 1000,
  validUntil: Date.parse("2027-03-11T00:00:00Z") / 1000,
  kid: "0a1b2c3d",
};
const during = new Date("2027-03-10T18:30:00Z");

function keyPair(kid: string): { privateKey: KeyObject; published: TicketPublicKey } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  return { privateKey, published: { kid, publicKey: publicKey.export({ format: "jwk" }).x! } };
}

function secretFor(f: TicketSecretFields, privateKey: KeyObject): string {
  const message = ticketSecretMessage(f);
  return encodeTicketSecret(message, new Uint8Array(sign(null, message, privateKey)));
}

const eventKey = keyPair(fields.kid);
const secret = secretFor(fields, eventKey.privateKey);
const check = (text: string, at = during, keys = [eventKey.published], revoked?: Set<string>) =>
  verifyTicketSecret(text, { eventId, keys, now: at, revoked });

describe("base64url", () => {
  it("decodes every length and byte as Node's Buffer does, and encodes back", () => {
    for (let length = 0; length <= 120; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256);
      const text = Buffer.from(bytes).toString("base64url");
      expect(toBase64Url(bytes), `${length} bytes`).toBe(text);
      expect(fromBase64Url(text), `${length} bytes`).toEqual(bytes);
    }
  });

  it("refuses padding, the standard alphabet's + and /, other characters and impossible lengths", () => {
    for (const text of ["QQ==", "a+b/", "ab c", "abcé", "abcde", "a"])
      expect(fromBase64Url(text), text).toBeUndefined();
  });
});

describe("ticket secrets", () => {
  it("are 147 base64url characters that carry the ticket, and verify with the event's key", async () => {
    expect(secret).toMatch(/^[A-Za-z0-9_-]{147}$/);
    expect(decodeTicketSecret(secret)?.fields).toEqual(fields);
    expect(await check(secret)).toEqual({ valid: true, ticket: fields });
  });

  it("fail when any byte is altered", async () => {
    const bytes = fromBase64Url(secret)!;
    for (const at of [1, 20, 33, 36, 40, 44, 60, 109]) {
      const altered = bytes.slice();
      altered[at] = altered[at]! ^ 0x01;
      const result = await check(toBase64Url(altered));
      expect(result.valid, `byte ${at}`).toBe(false);
    }
  });

  it("fail when forged with another key under the event's key id", async () => {
    const forger = keyPair(fields.kid);
    expect(await check(secretFor(fields, forger.privateKey))).toEqual({
      valid: false,
      reason: "BAD_SIGNATURE",
    });
  });

  it("fail for another event: its key is not the event's, and its own signature does not admit here", async () => {
    const other = keyPair("99aa88bb");
    const theirs = secretFor({ ...fields, eventId: otherEventId, kid: "99aa88bb" }, other.privateKey);
    expect(await check(theirs)).toEqual({ valid: false, reason: "UNKNOWN_KEY" });
    expect(await check(theirs, during, [eventKey.published, other.published])).toEqual({
      valid: false,
      reason: "WRONG_EVENT",
    });
  });

  it("fail outside their validity window", async () => {
    expect(await check(secret, new Date("2027-03-11T00:00:01Z"))).toEqual({
      valid: false,
      reason: "EXPIRED",
    });
    expect(await check(secret, new Date("2027-03-08T23:59:59Z"))).toEqual({
      valid: false,
      reason: "NOT_YET_VALID",
    });
  });

  it("fail when the ticket is on the revocation list", async () => {
    expect(await check(secret, during, [eventKey.published], new Set([fields.ticketId]))).toEqual({
      valid: false,
      reason: "REVOKED",
    });
  });

  it("number every section a ticket type may have, in a fixed order (a secret stores the index)", () => {
    expect(TICKET_SECTIONS).toEqual(ZSection.options);
  });

  it("refuse text that is not a secret", async () => {
    for (const text of ["", "hello", secret.slice(0, -1), `${secret}A`, secret.replace(/^./, "*")]) {
      expect(await check(text)).toEqual({ valid: false, reason: "MALFORMED" });
    }
  });
});
