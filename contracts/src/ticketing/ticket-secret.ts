/**
 * The text a ticket's QR code holds: a compact Ed25519-signed secret that a scanner verifies offline
 * with the event's public keys. Zod-free and dependency-free on purpose: check-in's scanner (browser)
 * and ticketing (Node) share this file, and both have Web Crypto with Ed25519.
 *
 * Layout (base64url, no padding), 110 bytes → 147 characters, a version 8 QR code at level M:
 *   0      format (1)
 *   1-16   ticket id (UUID bytes)
 *   17-32  event id (UUID bytes)
 *   33     section (index in TICKET_SECTIONS)
 *   34-37  valid from (Unix seconds, big-endian)
 *   38-41  valid until (Unix seconds, big-endian)
 *   42-45  key id (4 bytes, written as 8 hex digits)
 *   46-109 Ed25519 signature over bytes 0-45
 */

export const TICKET_SECTIONS = ["brothers", "sisters", "families", "mixed"] as const;
export type TTicketSection = (typeof TICKET_SECTIONS)[number];

export interface TicketSecretFields {
  ticketId: string;
  eventId: string;
  section: TTicketSection;
  /** Unix seconds. */
  validFrom: number;
  /** Unix seconds. */
  validUntil: number;
  /** 8 lowercase hex digits, unique within the event. */
  kid: string;
}

/** One of an event's public keys as the ticket-keys endpoint gives it. */
export interface TicketPublicKey {
  kid: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
}

export type TicketSecretFailure =
  | "MALFORMED"
  | "WRONG_EVENT"
  | "UNKNOWN_KEY"
  | "BAD_SIGNATURE"
  | "NOT_YET_VALID"
  | "EXPIRED"
  | "REVOKED";

export type TicketSecretCheck =
  | { valid: true; ticket: TicketSecretFields }
  | { valid: false; reason: TicketSecretFailure };

const FORMAT = 1;
const SIGNED_BYTES = 46;
const SIGNATURE_BYTES = 64;
export const TICKET_SECRET_BYTES = SIGNED_BYTES + SIGNATURE_BYTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KID = /^[0-9a-f]{8}$/;

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += HEX[b];
  return text;
}

function fromHex(text: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < text.length / 2; i++) into[at + i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
}

function uuidOf(bytes: Uint8Array): string {
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Each base64url character's six bits, by its char code; -1 for every other character. */
const SEXTETS = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) SEXTETS[BASE64URL.charCodeAt(i)] = i;

/**
 * Undefined for text that is not base64url (unpadded). Decoded by table, not by atob and a copy per
 * character: a check-in station's server decodes every code scanned.
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array((text.length * 3) >> 2);
  let bits = 0;
  let pending = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const sextet = code < 128 ? SEXTETS[code]! : -1;
    if (sextet < 0) return undefined;
    // At most 12 bits are ever pending: 6 new ones on top of fewer than 8 left over.
    pending = ((pending << 6) | sextet) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = pending >> bits;
    }
  }
  return bytes;
}

/** The bytes the event's private key signs. Throws on fields no secret can carry. */
export function ticketSecretMessage(fields: TicketSecretFields): Uint8Array {
  const section = TICKET_SECTIONS.indexOf(fields.section);
  if (!UUID.test(fields.ticketId) || !UUID.test(fields.eventId))
    throw new Error("ticket and event ids are UUIDs");
  if (!KID.test(fields.kid)) throw new Error("a ticket key id is 8 lowercase hex digits");
  if (section < 0) throw new Error(`unknown section ${fields.section}`);
  const bytes = new Uint8Array(SIGNED_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = FORMAT;
  fromHex(fields.ticketId.replaceAll("-", ""), bytes, 1);
  fromHex(fields.eventId.replaceAll("-", ""), bytes, 17);
  bytes[33] = section;
  view.setUint32(34, fields.validFrom);
  view.setUint32(38, fields.validUntil);
  fromHex(fields.kid, bytes, 42);
  return bytes;
}

/** The QR text: the signed bytes followed by their signature. */
export function encodeTicketSecret(message: Uint8Array, signature: Uint8Array): string {
  if (message.length !== SIGNED_BYTES || signature.length !== SIGNATURE_BYTES) {
    throw new Error("a ticket secret is 46 signed bytes and a 64-byte signature");
  }
  const bytes = new Uint8Array(TICKET_SECRET_BYTES);
  bytes.set(message);
  bytes.set(signature, SIGNED_BYTES);
  return toBase64Url(bytes);
}

/** The fields a secret claims, before its signature is checked; undefined when it is not one. */
export function decodeTicketSecret(
  secret: string,
):
  | { fields: TicketSecretFields; message: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> }
  | undefined {
  const bytes = fromBase64Url(secret);
  if (bytes?.length !== TICKET_SECRET_BYTES || bytes[0] !== FORMAT) return undefined;
  const section = TICKET_SECTIONS[bytes[33]!];
  if (!section) return undefined;
  const view = new DataView(bytes.buffer);
  return {
    fields: {
      ticketId: uuidOf(bytes.subarray(1, 17)),
      eventId: uuidOf(bytes.subarray(17, 33)),
      section,
      validFrom: view.getUint32(34),
      validUntil: view.getUint32(38),
      kid: hex(bytes.subarray(42, 46)),
    },
    message: bytes.slice(0, SIGNED_BYTES),
    signature: bytes.slice(SIGNED_BYTES),
  };
}

// Spelled from the function so both Node's and the DOM's typings accept it.
type ImportedKey = ReturnType<typeof crypto.subtle.importKey>;
const imported = new Map<string, ImportedKey>();

/** Imported once per key: a scanner checks many tickets against the same few keys. */
function verifyingKey(publicKey: string): ImportedKey | undefined {
  const cached = imported.get(publicKey);
  if (cached) return cached;
  const raw = fromBase64Url(publicKey);
  if (raw?.length !== 32) return undefined;
  const key = crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
  imported.set(publicKey, key);
  return key;
}

export interface TicketSecretCheckOptions {
  /** The event the scanner admits to: another event's ticket is refused even when its signature holds. */
  eventId: string;
  keys: readonly TicketPublicKey[];
  now: Date;
  /** Ticket ids on the event's revocation list. */
  revoked?: ReadonlySet<string>;
}

/** Offline verification, as a scanner does it: signature first, then event, window and revocation. */
export async function verifyTicketSecret(
  secret: string,
  options: TicketSecretCheckOptions,
): Promise<TicketSecretCheck> {
  const decoded = decodeTicketSecret(secret.trim());
  if (!decoded) return { valid: false, reason: "MALFORMED" };
  const { fields, message, signature } = decoded;
  const publicKey = options.keys.find((k) => k.kid === fields.kid)?.publicKey;
  const key = publicKey === undefined ? undefined : verifyingKey(publicKey);
  if (!key) return { valid: false, reason: "UNKNOWN_KEY" };
  const genuine = await crypto.subtle.verify({ name: "Ed25519" }, await key, signature, message);
  if (!genuine) return { valid: false, reason: "BAD_SIGNATURE" };
  if (fields.eventId !== options.eventId.toLowerCase()) return { valid: false, reason: "WRONG_EVENT" };
  const now = Math.floor(options.now.getTime() / 1000);
  if (now < fields.validFrom) return { valid: false, reason: "NOT_YET_VALID" };
  if (now > fields.validUntil) return { valid: false, reason: "EXPIRED" };
  if (options.revoked?.has(fields.ticketId)) return { valid: false, reason: "REVOKED" };
  return { valid: true, ticket: fields };
}
