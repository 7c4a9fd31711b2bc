import type { FastifyInstance } from "fastify";
import type { TicketingDeps } from "../deps.ts";
import { registerAcceptWaitlistOffer } from "./accept-offer/handler.ts";
import type { WaitlistSettings } from "./config.ts";
import { registerGetEventWaitlist } from "./get-event-waitlist/handler.ts";
import { registerGetMyWaitlist } from "./get-my-waitlist/handler.ts";
import { registerJoinWaitlist } from "./join-waitlist/handler.ts";
import { registerLeaveWaitlist } from "./leave-waitlist/handler.ts";
import { sweepWaitlists } from "./sweep.ts";

/** The waitlist's routes and its sweep (lapsed offers, free seats). */
export function registerWaitlist(
  app: FastifyInstance,
  deps: TicketingDeps,
  config: { WAITLIST_OFFER_MINUTES: number; WAITLIST_SWEEP_MS: number },
): void {
  const settings: WaitlistSettings = { offerMinutes: config.WAITLIST_OFFER_MINUTES };
  registerJoinWaitlist(app, deps, settings);
  registerLeaveWaitlist(app, deps, settings);
  registerAcceptWaitlistOffer(app, deps);
  registerGetMyWaitlist(app, deps);
  registerGetEventWaitlist(app, deps);
  app.scheduleTask({
    name: "waitlist-sweep",
    everyMs: config.WAITLIST_SWEEP_MS,
    run: async (now, stopping) => {
      const { expired, offered } = await sweepWaitlists(deps.db, settings.offerMinutes, now, stopping);
      return expired + offered;
    },
  });
}
