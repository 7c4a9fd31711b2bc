import { z } from "zod";

export const ZCheckStatus = z.enum(["up", "down", "degraded"]);

/**
 * How long a service waits on each readiness check (its database, its bus, each count) before it
 * reports that one down or unknown. The checks run side by side, so `/health/ready` answers within
 * about this long even when a dependency hangs; the gateway waits twice as long for each service.
 */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/** Passes in a row that failed before a task counts as failing (its service then reports degraded). */
export const TASK_FAILING_PASSES = 3;

/**
 * One of a service's scheduled tasks as the process last saw it. No error text: the status page is
 * public, and a failed pass's error is in the process's log.
 */
export const ZScheduledTaskState = z.object({
  /** The task's name in its metrics: `order-expiry`, `recurring-charges`, `mail`, ... */
  name: z.string(),
  everyMs: z.number().int().positive(),
  /** When its last pass that did not fail ended; null before the first. */
  lastSuccessAt: z.iso.datetime().nullable(),
  /** Passes that failed since the last good one. */
  failuresInARow: z.number().int().nonnegative(),
});
export type TScheduledTaskState = z.infer<typeof ZScheduledTaskState>;

/** What one service's `/health/ready` reports. */
export const ZServiceReadiness = z.object({
  service: z.string(),
  status: ZCheckStatus,
  checks: z.object({
    database: ZCheckStatus,
    bus: ZCheckStatus,
  }),
  /**
   * Messages in this service's outbox not yet published. Each count is absent when it did not
   * answer within the bound: unknown, which a 0 would misreport as all clear.
   */
  outboxBacklog: z.number().int().nonnegative().optional(),
  /** Messages the bus holds that this service's consumers have not yet handled. */
  consumerLag: z.number().int().nonnegative().optional(),
  /** Poison messages set aside after too many failed attempts. */
  parkedMessages: z.number().int().nonnegative().optional(),
  /** Its scheduled tasks (expiring holds, charging recurring gifts, sending mail, ...). */
  tasks: z.array(ZScheduledTaskState).optional(),
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
});
export type TServiceReadiness = z.infer<typeof ZServiceReadiness>;

/** `GET /api/v1/health`: the gateway's view of the whole platform (feeds /system-health). */
export const ZPlatformHealth = z.object({
  status: ZCheckStatus,
  checkedAt: z.iso.datetime(),
  gateway: z.object({
    uptimeSeconds: z.number(),
    version: z.string(),
    /** Processes serving the gateway's port (GATEWAY_WORKERS). */
    workers: z.number().int().positive(),
    /**
     * With whom this gateway process adds up its rate-limit counts: nobody, the gateway's other
     * workers, or every replica given the same database (RATE_LIMIT_DATABASE_URL); `down` while
     * that exchange fails, when each process limits on its own counts.
     */
    rateLimits: z.object({
      sharedWith: z.enum(["none", "workers", "replicas"]),
      status: ZCheckStatus,
    }),
  }),
  services: z.array(
    ZServiceReadiness.extend({
      status: ZCheckStatus,
      latencyMs: z.number().nullable(),
      error: z.string().optional(),
    }).partial({
      checks: true,
      uptimeSeconds: true,
      version: true,
    }),
  ),
});
export type TPlatformHealth = z.infer<typeof ZPlatformHealth>;
