import { describe, it } from "vitest";
import { DEFAULT_PRAYER_SETTINGS, type TPrayerSettings } from "@mawid/contracts/events";
import { given } from "@mawid/eventstore";
import { type PrayerSettingsEvent, prayerSettingsDecider } from "./decider.ts";

const organizationId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const admin = "22222222-2222-4222-8222-222222222222";
const at = "2026-11-22T10:00:00.000Z";
const hanafi: TPrayerSettings = {
  calculationMethod: "karachi",
  madhab: "hanafi",
  hijriOffsetDays: 1,
  iqamah: { isha: { kind: "fixed", time: "20:00" }, maghrib: { kind: "after-adhan", minutes: 5 } },
  jumuah: ["13:15", "14:00"],
};
const changed = (settings: TPrayerSettings, changedAt = at): PrayerSettingsEvent => ({
  type: "PrayerSettingsChanged",
  version: 1,
  data: { organizationId, settings, changedBy: admin, changedAt },
});
const set = (settings: TPrayerSettings, when = at) => ({
  type: "SetPrayerSettings" as const,
  organizationId,
  settings,
  userId: admin,
  at: when,
});

describe("prayer settings", () => {
  it("records an organisation's first settings", () => {
    given(prayerSettingsDecider, [])
      .when(set(hanafi))
      .then([changed(hanafi)]);
  });

  it("records the defaults when they are saved explicitly, so the organisation has chosen them", () => {
    given(prayerSettingsDecider, [])
      .when(set(DEFAULT_PRAYER_SETTINGS))
      .then([changed(DEFAULT_PRAYER_SETTINGS)]);
  });

  it("records a change", () => {
    const later = "2026-11-23T09:00:00.000Z";
    given(prayerSettingsDecider, [changed(hanafi)])
      .when(set({ ...hanafi, hijriOffsetDays: -1 }, later))
      .then([changed({ ...hanafi, hijriOffsetDays: -1 }, later)]);
  });

  it("records nothing when the same settings are saved again", () => {
    given(prayerSettingsDecider, [changed(hanafi)])
      .when(set({ ...hanafi, iqamah: { ...hanafi.iqamah } }))
      .then([]);
  });
});
