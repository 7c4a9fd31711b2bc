import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { RecurringCharger } from "./charger.ts";
import { chargeDueGifts } from "./charge-due-gifts.ts";

const EVERY_MS = 60_000;

/** Charges recurring gifts' due dates once a minute, as the events service publishes on time. */
export function scheduleRecurringCharges(
  app: FastifyInstance,
  db: Kysely<PaymentsDatabase>,
  charger: RecurringCharger,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    chargeDueGifts(db, charger, new Date())
      .catch((error: unknown) => app.log.warn({ err: error }, "charging recurring gifts failed"))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
