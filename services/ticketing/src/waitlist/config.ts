import { z } from "zod";

export const waitlistConfig = {
  /** How long an offer holds its seats for the next person in line. */
  WAITLIST_OFFER_MINUTES: z.coerce.number().positive().default(30),
  /** How often offers that ran out are expired and free seats are offered to whoever waits. */
  WAITLIST_SWEEP_MS: z.coerce.number().int().min(50).default(5_000),
};

export interface WaitlistSettings {
  offerMinutes: number;
}
