import { sql } from "kysely";
import type { Db } from "../db/schema.ts";
import { TooManyAttemptsError } from "../errors.ts";

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Refuses with 429 when `key` already has `limit` attempts inside the window. */
export async function checkThrottle(db: Db, rule: ThrottleRule, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const row = await db
    .selectFrom("throttle_events")
    .select([sql<number>`count(*)::int`.as("n"), sql<Date | null>`min(occurred_at)`.as("oldest")])
    .where("key", "=", rule.key)
    .where("occurred_at", ">", since)
    .executeTakeFirstOrThrow();
  if (row.n < rule.limit) return;
  const oldest = row.oldest ?? now;
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  throw new TooManyAttemptsError(rule.message, retryAfter);
}

export async function recordAttempt(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto("throttle_events")
    .values(keys.map((key) => ({ key, occurred_at: now })))
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom("throttle_events").where("key", "=", key).execute();
}

const FIFTEEN_MINUTES = 15 * 60;
const SIGN_IN_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
const MAIL_MESSAGE = "Too many emails requested. Please wait a few minutes and try again.";

export const signInRules = (email: string, ip: string): ThrottleRule[] => [
  { key: `sign-in:account:${email}`, limit: 5, windowSeconds: FIFTEEN_MINUTES, message: SIGN_IN_MESSAGE },
  { key: `sign-in:ip:${ip}`, limit: 30, windowSeconds: FIFTEEN_MINUTES, message: SIGN_IN_MESSAGE },
];

export const mailRules = (purpose: string, email: string, ip: string): ThrottleRule[] => [
  { key: `${purpose}:account:${email}`, limit: 3, windowSeconds: FIFTEEN_MINUTES, message: MAIL_MESSAGE },
  { key: `${purpose}:ip:${ip}`, limit: 20, windowSeconds: FIFTEEN_MINUTES, message: MAIL_MESSAGE },
];

/** Checks every rule, then counts this attempt against each. */
export async function throttle(db: Db, rules: ThrottleRule[], now: Date): Promise<void> {
  for (const rule of rules) await checkThrottle(db, rule, now);
  await recordAttempt(
    db,
    rules.map((r) => r.key),
    now,
  );
}
