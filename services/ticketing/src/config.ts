import { z } from "zod";

export const ticketingConfig = {
  /** How long an unpaid order holds its seats. */
  ORDER_HOLD_MINUTES: z.coerce.number().positive().default(15),
  /** How often the expiry sweep looks for holds that ran out. */
  ORDER_EXPIRY_SWEEP_MS: z.coerce.number().int().min(50).default(5_000),
  /** How often the reminder pass looks for events whose ticket holders are due a reminder. */
  REMINDER_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
};
