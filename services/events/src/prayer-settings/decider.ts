import type { TPrayerSettings, TPrayerSettingsEvent } from "@mawid/contracts/events";
import type { Decider } from "@mawid/eventstore";
import { isDeepStrictEqual } from "node:util";

export type PrayerSettingsEvent = TPrayerSettingsEvent;

/** Who may change them (the organisation's owners and admins) is checked at the edge from the claims. */
export type PrayerSettingsCommand = {
  type: "SetPrayerSettings";
  organizationId: string;
  settings: TPrayerSettings;
  userId: string;
  at: string;
};

export interface PrayerSettingsState {
  /** Null until the organisation saves its own. */
  settings: TPrayerSettings | null;
  updatedAt: string | null;
}

export const prayerSettingsDecider: Decider<PrayerSettingsCommand, PrayerSettingsEvent, PrayerSettingsState> =
  {
    initialState: { settings: null, updatedAt: null },
    decide(command, state) {
      // Saving the same settings again changes nothing, so nothing is recorded or announced.
      if (state.settings && isDeepStrictEqual(state.settings, command.settings)) return [];
      return [
        {
          type: "PrayerSettingsChanged",
          version: 1,
          data: {
            organizationId: command.organizationId,
            settings: command.settings,
            changedBy: command.userId,
            changedAt: command.at,
          },
        },
      ];
    },
    evolve(_state, event) {
      return { settings: event.data.settings, updatedAt: event.data.changedAt };
    },
  };
