import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type DeviceCommand, type DeviceEvent, deviceDecider } from "./decider.ts";
import { DeviceNotFoundError, UnknownDeviceGateError } from "./errors.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const hostId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const deviceId = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-20T16:00:00.000Z";

const enrol = (overrides: Partial<Extract<DeviceCommand, { type: "EnrolDevice" }>> = {}): DeviceCommand => ({
  type: "EnrolDevice",
  event: { eventId, organizationId },
  eventGateIds: ["sisters-entrance", "brothers-entrance"],
  deviceId,
  name: "Sisters' door 1",
  gateIds: ["sisters-entrance"],
  validForHours: 24,
  actorId: hostId,
  at,
  ...overrides,
});

const enrolled = (gateIds = ["sisters-entrance"], expiresAt = "2027-03-21T16:00:00.000Z"): DeviceEvent => ({
  type: "DeviceEnrolled",
  version: 1,
  data: {
    deviceId,
    eventId,
    organizationId,
    name: "Sisters' door 1",
    gateIds,
    expiresAt,
    enrolledBy: hostId,
    enrolledAt: at,
  },
});
const revoked: DeviceEvent = {
  type: "DeviceRevoked",
  version: 1,
  data: { deviceId, eventId, revokedBy: hostId, revokedAt: "2027-03-20T18:00:00.000Z" },
};
const revoke: DeviceCommand = { type: "RevokeDevice", actorId: hostId, at: "2027-03-20T18:00:00.000Z" };

describe("enrolling a device", () => {
  it("enrols it for its gates until its hours are up", () => {
    given(deviceDecider, []).when(enrol()).then([enrolled()]);
  });

  it("counts a week in hours", () => {
    given(deviceDecider, [])
      .when(enrol({ validForHours: 168 }))
      .then([enrolled(["sisters-entrance"], "2027-03-27T16:00:00.000Z")]);
  });

  it("lets a device with no gates scan at every gate", () => {
    given(deviceDecider, [])
      .when(enrol({ gateIds: [] }))
      .then([enrolled([])]);
  });

  it("names each gate once", () => {
    given(deviceDecider, [])
      .when(enrol({ gateIds: ["sisters-entrance", "sisters-entrance"] }))
      .then([enrolled()]);
  });

  it("refuses a gate the event does not have", () => {
    given(deviceDecider, [])
      .when(enrol({ gateIds: ["back-door"] }))
      .thenThrows(UnknownDeviceGateError, "GATE_NOT_FOUND");
  });
});

describe("revoking a device", () => {
  it("revokes it", () => {
    given(deviceDecider, [enrolled()]).when(revoke).then([revoked]);
  });

  it("changes nothing the second time", () => {
    given(deviceDecider, [enrolled(), revoked]).when(revoke).then([]);
  });

  it("refuses a device never enrolled", () => {
    given(deviceDecider, []).when(revoke).thenThrows(DeviceNotFoundError, "DEVICE_NOT_FOUND");
  });
});
