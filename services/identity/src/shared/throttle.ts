import { RateLimitedError } from "@mawid/service/errors";
import { sql } from "kysely";
import type { Db } from "../db/schema.ts";
import { TooManyAttemptsError } from "../errors.ts";

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
  /** Sign-in keeps its own code, which the web words as a sign-in problem; the rest are RATE_LIMITED. */
  signIn?: boolean;
}

/** The first number of pg_advisory_xact_lock(int, int): throttle keys share no lock with anything else. */
const THROTTLE_LOCK_CLASS = 0x7468_726f;

/**
 * Counts one attempt against every rule, or refuses the whole attempt (429, Retry-After) when a
 * rule's key already has its limit inside its window. Check and count are one step under a
 * transaction lock per key, so parallel requests cannot all pass a check made before any of them
 * was counted. `trx` must be a transaction: the locks are released when it ends, and a refusal
 * thrown here rolls back whatever else it holds.
 */
export async function countAttempt(trx: Db, rules: readonly ThrottleRule[], now: Date): Promise<void> {
  const keys = [...new Set(rules.map((r) => r.key))].sort();
  // one order for every caller, so two attempts sharing keys cannot deadlock
  for (const key of keys) {
    await sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
  }
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const row = await trx
      .selectFrom("throttle_events")
      .select([sql<number>`count(*)::int`.as("n"), sql<Date | null>`min(occurred_at)`.as("oldest")])
      .where("key", "=", rule.key)
      .where("occurred_at", ">", since)
      .executeTakeFirstOrThrow();
    if (row.n < rule.limit) continue;
    const oldest = row.oldest ?? now;
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw rule.signIn
      ? new TooManyAttemptsError(rule.message, retryAfter)
      : new RateLimitedError(rule.message, retryAfter);
  }
  await trx
    .insertInto("throttle_events")
    .values(keys.map((key) => ({ key, occurred_at: now })))
    .execute();
}

/** `countAttempt` in a transaction of its own. */
export async function takeAttempt(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<void> {
  await db.transaction().execute((trx) => countAttempt(trx, rules, now));
}

/** Takes back the attempt `takeAttempt` counted at `now` against `key`. */
async function refundAttempt(db: Db, key: string, now: Date): Promise<void> {
  const one = db
    .selectFrom("throttle_events")
    .select(sql`ctid`.as("ctid"))
    .where("key", "=", key)
    .where("occurred_at", "=", now)
    .limit(1);
  await db.deleteFrom("throttle_events").where(sql`ctid`, "=", one).execute();
}

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;
const SIGN_IN_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
const MAIL_MESSAGE = "Too many emails requested. Please wait a few minutes and try again.";

const signInPairPrefix = (email: string) => `sign-in:pair:${email} `;

/**
 * Guesses are limited per address and account together, and per address: someone guessing at an
 * account from their own addresses slows down only themselves, and cannot lock its owner out.
 */
export const signInRules = (email: string, ip: string): ThrottleRule[] => [
  {
    key: `${signInPairPrefix(email)}${ip}`,
    limit: 5,
    windowSeconds: FIFTEEN_MINUTES,
    message: SIGN_IN_MESSAGE,
    signIn: true,
  },
  {
    key: `sign-in:ip:${ip}`,
    limit: 30,
    windowSeconds: FIFTEEN_MINUTES,
    message: SIGN_IN_MESSAGE,
    signIn: true,
  },
];

/**
 * A right password: the address's failures at this account are forgotten, and the attempt does
 * not count against the address (a school or a masjid signs many people in from one address).
 */
export async function signInSucceeded(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const [pair, address] = signInRules(email, ip);
  await db.deleteFrom("throttle_events").where("key", "=", pair!.key).execute();
  await refundAttempt(db, address!.key, now);
}

/** Forgets an account's failed sign-ins from every address: its password was just reset. */
export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom("throttle_events")
    .where(sql<boolean>`starts_with(key, ${signInPairPrefix(email)})`)
    .execute();
}

export const mailRules = (purpose: string, email: string, ip: string): ThrottleRule[] => [
  { key: `${purpose}:account:${email}`, limit: 3, windowSeconds: FIFTEEN_MINUTES, message: MAIL_MESSAGE },
  { key: `${purpose}:ip:${ip}`, limit: 20, windowSeconds: FIFTEEN_MINUTES, message: MAIL_MESSAGE },
];

export const signUpRules = (ip: string): ThrottleRule[] => [
  {
    key: `sign-up:ip:${ip}`,
    limit: 20,
    windowSeconds: HOUR,
    message: "Too many accounts created from this network. Please try again in an hour.",
  },
];

export const resetConfirmRules = (ip: string): ThrottleRule[] => [
  {
    key: `reset-password-confirm:ip:${ip}`,
    limit: 10,
    windowSeconds: FIFTEEN_MINUTES,
    message: "Too many password reset attempts. Please wait a few minutes and try again.",
  },
];

export const googleStartRules = (ip: string): ThrottleRule[] => [
  {
    key: `google-start:ip:${ip}`,
    limit: 20,
    windowSeconds: FIFTEEN_MINUTES,
    message: "Too many Google sign-in attempts. Please wait a few minutes and try again.",
  },
];

export const INVITATIONS_PER_HOUR = 20;

export const invitationRules = (organizationId: string): ThrottleRule[] => [
  {
    key: `invite:organization:${organizationId}`,
    limit: INVITATIONS_PER_HOUR,
    windowSeconds: HOUR,
    message: `An organisation can send at most ${INVITATIONS_PER_HOUR} invitations an hour. Please try again later.`,
  },
];

export const JOIN_REQUESTS_PER_HOUR = 10;

/** Someone asking many organisations at once to take them on is more likely a nuisance than a volunteer. */
export const joinRequestRules = (userId: string): ThrottleRule[] => [
  {
    key: `join-request:user:${userId}`,
    limit: JOIN_REQUESTS_PER_HOUR,
    windowSeconds: HOUR,
    message: `You can ask at most ${JOIN_REQUESTS_PER_HOUR} organisations an hour to take you on. Please try again later.`,
  },
];
