import { REMINDER_HOURS, type TReminderEvent } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";

export type ReminderEvent = TReminderEvent;

export interface ReminderSettings {
  enabled: boolean;
  hoursBefore: number;
  note: string;
}

/** What an event nobody set does: remind every holder a day before, without a note. */
export const DEFAULT_REMINDER: ReminderSettings = {
  enabled: true,
  hoursBefore: REMINDER_HOURS.default,
  note: "",
};

export type ReminderCommand =
  | {
      type: "SetReminder";
      eventId: string;
      organizationId: string;
      settings: ReminderSettings;
      actorId: string;
      at: string;
    }
  | {
      type: "SendReminder";
      eventId: string;
      organizationId: string;
      startsAt: string;
      /** The addresses it goes to, counted when the pass found it due. */
      recipients: number;
      at: string;
    };

export interface ReminderState {
  settings: ReminderSettings;
  sent: boolean;
}

/** When the reminder of an event starting at `startsAt` goes out. */
export function reminderDueAt(startsAt: string, settings: ReminderSettings): Date {
  return new Date(Date.parse(startsAt) - settings.hoursBefore * 3_600_000);
}

const same = (a: ReminderSettings, b: ReminderSettings) =>
  a.enabled === b.enabled && a.hoursBefore === b.hoursBefore && a.note === b.note;

/**
 * An event's reminder to its ticket holders: its settings, and its sending, once. A reminder is sent
 * from its due time until the event starts, never before and never after; one that is off, or already
 * sent, is not sent again, whatever the settings become.
 */
export const reminderDecider: Decider<ReminderCommand, ReminderEvent, ReminderState> = {
  initialState: { settings: DEFAULT_REMINDER, sent: false },
  decide(command, state) {
    const ids = { eventId: command.eventId, organizationId: command.organizationId };
    if (command.type === "SetReminder") {
      if (same(state.settings, command.settings)) return [];
      return [
        {
          type: "ReminderSettingsSet",
          version: 1,
          data: { ...ids, ...command.settings, setBy: command.actorId, setAt: command.at },
        },
      ];
    }
    if (state.sent || !state.settings.enabled) return [];
    const now = Date.parse(command.at);
    const due = reminderDueAt(command.startsAt, state.settings).getTime();
    if (now < due || now >= Date.parse(command.startsAt)) return [];
    return [
      {
        type: "ReminderSent",
        version: 1,
        data: { ...ids, recipients: command.recipients, sentAt: command.at },
      },
    ];
  },
  evolve(state, event) {
    if (event.type === "ReminderSent") return { ...state, sent: true };
    const { enabled, hoursBefore, note } = event.data;
    return { ...state, settings: { enabled, hoursBefore, note } };
  },
};
