import type { TDeviceEvent } from "@mawid/contracts/checkin";
import type { Decider } from "@mawid/eventstore";
import { ConflictError } from "@mawid/service/errors";
import { DeviceNotFoundError, UnknownDeviceGateError } from "./errors.ts";

export type DeviceEvent = TDeviceEvent;

export type DeviceCommand =
  | {
      type: "EnrolDevice";
      event: { eventId: string; organizationId: string };
      /** The event's gates now: a device is limited only to gates that exist. */
      eventGateIds: readonly string[];
      deviceId: string;
      name: string;
      gateIds: readonly string[];
      validForHours: number;
      actorId: string;
      at: string;
    }
  | { type: "RevokeDevice"; actorId: string; at: string };

export interface DeviceState {
  device: { deviceId: string; eventId: string } | null;
  revoked: boolean;
}

const HOUR_MS = 3_600_000;

/** One scanning device: enrolled for one event (and maybe some of its gates) until it expires or is revoked. */
export const deviceDecider: Decider<DeviceCommand, DeviceEvent, DeviceState> = {
  initialState: { device: null, revoked: false },
  decide(command, state) {
    if (command.type === "EnrolDevice") {
      if (state.device) throw new ConflictError("This device is already enrolled");
      const gateIds = [...new Set(command.gateIds)];
      const unknown = gateIds.find((id) => !command.eventGateIds.includes(id));
      if (unknown !== undefined) throw new UnknownDeviceGateError(unknown);
      return [
        {
          type: "DeviceEnrolled",
          version: 1,
          data: {
            deviceId: command.deviceId,
            eventId: command.event.eventId,
            organizationId: command.event.organizationId,
            name: command.name,
            gateIds,
            expiresAt: new Date(Date.parse(command.at) + command.validForHours * HOUR_MS).toISOString(),
            enrolledBy: command.actorId,
            enrolledAt: command.at,
          },
        },
      ];
    }
    if (!state.device) throw new DeviceNotFoundError();
    // Revoking twice changes nothing: a host who taps twice is not told off.
    if (state.revoked) return [];
    return [
      {
        type: "DeviceRevoked",
        version: 1,
        data: { ...state.device, revokedBy: command.actorId, revokedAt: command.at },
      },
    ];
  },
  evolve(state, event) {
    if (event.type === "DeviceRevoked") return { ...state, revoked: true };
    return { device: { deviceId: event.data.deviceId, eventId: event.data.eventId }, revoked: false };
  },
};
