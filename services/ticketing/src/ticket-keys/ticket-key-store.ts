import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
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
          public_key: publicKey.export({ format: "jwk" }).x!,
          ...sealed,
          created_at: now,
        })
        .execute();
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
