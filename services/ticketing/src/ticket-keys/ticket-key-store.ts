import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import {
  TICKETING_TICKET_KEYS_STREAM,
  TicketKeyCreatedV1,
  TicketingTicketKeysStream,
  ticketKeysStreamId,
} from "@mawid/contracts/ticketing";
import { appendToStream, checkRegistered } from "@mawid/eventstore";
import { type KeyEncryptionKey, openPrivateKey, sealPrivateKey } from "@mawid/service/key-encryption";
import type { TicketingDatabase } from "../db/tables.ts";

export interface TicketSigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** Each event's ticket-signing key, made on first use and kept in memory once opened. */
export interface TicketKeyStore {
  signingKey(eventId: string, organizationId: string, now: Date): Promise<TicketSigningKey>;
}

/** What the seal is bound to: a sealed key copied onto another event's row does not open. */
const sealedAs = (eventId: string, kid: string) => `${eventId}/${kid}`;

async function newestKey(db: Kysely<TicketingDatabase>, eventId: string) {
  return db
    .selectFrom("ticket_keys")
    .select(["kid", "private_key", "wrapping_key_id"])
    .where("event_id", "=", eventId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

export function createTicketKeyStore(
  db: Kysely<TicketingDatabase>,
  encryptionKeys: readonly KeyEncryptionKey[],
): TicketKeyStore {
  const opened = new Map<string, Promise<TicketSigningKey>>();

  async function load(eventId: string, organizationId: string, now: Date): Promise<TicketSigningKey> {
    const row = await db.transaction().execute(async (trx) => {
      // Several ticketing instances may issue the event's first tickets at once: one makes its key.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`ticketing:ticket-keys:${eventId}`}))`.execute(trx);
      const existing = await newestKey(trx, eventId);
      if (existing) return existing;
      const { publicKey, privateKey } = generateKeyPairSync("ed25519");
      const kid = randomBytes(4).toString("hex");
      const publicX = publicKey.export({ format: "jwk" }).x!;
      const sealed = sealPrivateKey(
        sealedAs(eventId, kid),
        JSON.stringify(privateKey.export({ format: "jwk" })),
        encryptionKeys,
      );
      await trx
        .insertInto("ticket_keys")
        .values({
          event_id: eventId,
          kid,
          organization_id: organizationId,
          public_key: publicX,
          ...sealed,
          created_at: now,
        })
        .execute();
      // Check-in learns the public half from the bus, so it verifies secrets while ticketing is down.
      const created = {
        type: TicketKeyCreatedV1.type,
        version: TicketKeyCreatedV1.version,
        data: {
          eventId,
          organizationId,
          kid,
          algorithm: "Ed25519",
          publicKey: publicX,
          createdAt: now.toISOString(),
        },
      };
      checkRegistered(TicketingTicketKeysStream, [created]);
      await appendToStream(trx as unknown as Kysely<unknown>, "ticketing", {
        streamType: TICKETING_TICKET_KEYS_STREAM,
        streamId: ticketKeysStreamId(eventId),
        expectedVersion: "any",
        events: [created],
        meta: { occurredAt: now, correlationId: randomUUID() },
      });
      return { kid, ...sealed };
    });
    const jwk = openPrivateKey({ ...row, kid: sealedAs(eventId, row.kid) }, encryptionKeys);
    return { kid: row.kid, privateKey: createPrivateKey({ key: JSON.parse(jwk), format: "jwk" }) };
  }

  return {
    signingKey(eventId, organizationId, now) {
      let key = opened.get(eventId);
      if (!key) {
        key = load(eventId, organizationId, now);
        opened.set(eventId, key);
        key.catch(() => opened.delete(eventId));
      }
      return key;
    },
  };
}
