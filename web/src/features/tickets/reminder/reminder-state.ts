import type { TReminderView } from "@mawid/contracts/ticketing";

/** Where an event's reminder stands, as its card tells it. */
export type ReminderStatus =
  | { kind: "sent"; sentAt: string; recipients: number }
  | { kind: "due"; dueAt: string }
  | { kind: "goingOut" }
  /** Its time passed and the event started before the pass found it (turned on too late): it never goes. */
  | { kind: "missed" }
  | { kind: "off" };

/**
 * A reminder that went says so whatever its settings became, as it never goes twice. One whose due
 * time has passed unsent is being sent by the service's pass, which looks for due ones every minute,
 * until the event starts; the service sends none after.
 */
export function reminderStatus(view: TReminderView, startsAt: string, now = Date.now()): ReminderStatus {
  if (view.sentAt !== null) return { kind: "sent", sentAt: view.sentAt, recipients: view.recipients ?? 0 };
  if (!view.enabled || view.dueAt === null) return { kind: "off" };
  if (Date.parse(view.dueAt) > now) return { kind: "due", dueAt: view.dueAt };
  return now < Date.parse(startsAt) ? { kind: "goingOut" } : { kind: "missed" };
}

export const reminderGoingOut = (view: TReminderView, startsAt: string, now = Date.now()): boolean =>
  reminderStatus(view, startsAt, now).kind === "goingOut";
