import { expect, it } from "vitest";
import { type DeviceCredential, DeviceCredentialCache } from "./credential-cache.ts";
import { DeviceNotAllowedError } from "./errors.ts";
import { assertGateAllowed } from "./station.ts";

const device: DeviceCredential = {
  deviceId: "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  eventId: "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationId: "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  name: "Sisters' door 1",
  gateIds: ["sisters-entrance"],
  expiresAt: new Date("2027-03-21T16:00:00.000Z"),
  revoked: false,
};

it("keeps a device at most five seconds, so a revocation elsewhere bites within them", () => {
  let now = 1_000_000;
  const cache = new DeviceCredentialCache(undefined, () => now);
  cache.set("mdv_a", device);
  now += 4_999;
  expect(cache.get("mdv_a")).toEqual(device);
  now += 1;
  expect(cache.get("mdv_a")).toBeUndefined();
});

it("forgets a device revoked in this process at once", () => {
  const cache = new DeviceCredentialCache();
  cache.set("mdv_a", device);
  cache.set("mdv_b", { ...device, deviceId: "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f" });
  cache.forget(device.deviceId);
  expect(cache.get("mdv_a")).toBeUndefined();
  expect(cache.get("mdv_b")).toBeDefined();
});

it("lets a device given gates scan only at those", () => {
  const station = { deviceId: device.deviceId, userId: null, gateIds: ["sisters-entrance"] };
  expect(() => assertGateAllowed(station, "sisters-entrance")).not.toThrow();
  expect(() => assertGateAllowed(station, "brothers-entrance")).toThrow(/only at: sisters-entrance/);
  expect(() => assertGateAllowed(station, undefined)).toThrow(DeviceNotAllowedError);
  expect(() => assertGateAllowed({ ...station, gateIds: [] }, "brothers-entrance")).not.toThrow();
});
