import { type TDeviceSelf, ZDeviceSelf } from "@mawid/contracts/checkin";

/*
 * What the service said about this device, kept so a station reloaded offline still knows its own id
 * (the batch sync needs it) and its gates.
 */

const keyOf = (eventId: string) => `mawid.checkin.deviceSelf.${eventId}`;

export function rememberDevice(device: TDeviceSelf): void {
  localStorage.setItem(keyOf(device.eventId), JSON.stringify(device));
}

export function rememberedDevice(eventId: string): TDeviceSelf | undefined {
  const text = localStorage.getItem(keyOf(eventId));
  if (!text) return undefined;
  try {
    const parsed = ZDeviceSelf.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
