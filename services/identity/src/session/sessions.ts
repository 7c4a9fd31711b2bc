import { randomUUID } from "node:crypto";
import type { Db } from "../db/schema.ts";
import { RefreshTokenReusedError } from "../errors.ts";
import { UnauthenticatedError } from "@mawid/service";
import { newToken, openWith, sealFor, sha256 } from "../shared/secrets.ts";

const SESSION_DAYS = 30;

export interface IssuedRefresh {
  sessionId: string;
  userId: string;
  refreshToken: string;
}

async function issueToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const refreshToken = newToken();
  await db
    .insertInto("refresh_tokens")
    .values({
      token_hash: sha256(refreshToken),
      session_id: sessionId,
      created_at: now,
      used_at: null,
      successor_sealed: null,
    })
    .execute();
  return refreshToken;
}

export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | null,
  now: Date,
): Promise<IssuedRefresh> {
  const sessionId = randomUUID();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sessions")
      .values({
        id: sessionId,
        user_id: userId,
        user_agent: userAgent?.slice(0, 300) ?? null,
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
        revoked_at: null,
      })
      .execute();
    return { sessionId, userId, refreshToken: await issueToken(trx, sessionId, now) };
  });
}

/**
 * Swaps a refresh token for a new one in the same session. A token presented again after it was
 * swapped means it leaked (or was stolen and used first): the whole session is revoked. Except
 * within `graceMs` of the swap while its successor is unused, when it is the same browser's other
 * tab (or a phone that lost the answer) asking at the same moment: it gets the very successor the
 * first answer carried, kept sealed for the holder of the old token, so both hold one live token
 * and nobody is signed out. After the grace window there is no exception.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  now: Date,
  graceMs: number,
): Promise<IssuedRefresh> {
  const outcome = await db.transaction().execute(async (trx) => {
    // FOR UPDATE: two tabs presenting one token at once are served one after the other
    const row = await trx
      .selectFrom("refresh_tokens as t")
      .innerJoin("sessions as s", "s.id", "t.session_id")
      .select([
        "t.token_hash",
        "t.used_at",
        "t.successor_sealed",
        "s.id as sessionId",
        "s.user_id",
        "s.revoked_at",
        "s.expires_at",
      ])
      .where("t.token_hash", "=", sha256(presented))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at <= now) return "invalid" as const;
    const issued = { sessionId: row.sessionId, userId: row.user_id };
    if (row.used_at) {
      const inGrace = now.getTime() - row.used_at.getTime() <= graceMs;
      const successor = inGrace && row.successor_sealed ? openWith(presented, row.successor_sealed) : null;
      if (successor === null || (await wasUsed(trx, successor))) {
        await trx.updateTable("sessions").set({ revoked_at: now }).where("id", "=", row.sessionId).execute();
        return "reused" as const;
      }
      return { ...issued, refreshToken: successor };
    }
    const refreshToken = await issueToken(trx, row.sessionId, now);
    await trx
      .updateTable("refresh_tokens")
      .set({ used_at: now, successor_sealed: sealFor(presented, refreshToken) })
      .where("token_hash", "=", row.token_hash)
      .execute();
    await trx.updateTable("sessions").set({ last_used_at: now }).where("id", "=", row.sessionId).execute();
    return { ...issued, refreshToken };
  });
  if (outcome === "reused") throw new RefreshTokenReusedError();
  if (outcome === "invalid") throw new UnauthenticatedError("Your session has ended; please sign in again");
  return outcome;
}

async function wasUsed(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom("refresh_tokens")
    .select("used_at")
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  return row?.used_at != null;
}

/** The live session a refresh cookie belongs to, if any. */
export async function sessionOfToken(db: Db, presented: string | undefined): Promise<string | null> {
  if (!presented) return null;
  const row = await db
    .selectFrom("refresh_tokens")
    .select("session_id")
    .where("token_hash", "=", sha256(presented))
    .executeTakeFirst();
  return row?.session_id ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now: Date, userId?: string): Promise<number> {
  let q = db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null);
  if (userId) q = q.where("user_id", "=", userId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
