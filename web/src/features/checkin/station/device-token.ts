import { DEVICE_TOKEN_PREFIX } from "@mawid/contracts/checkin";

/*
 * An enrolled device's credential. It lives in localStorage, not memory like a member's token: a
 * volunteer's phone must keep scanning after a reload at the door, offline, with no account to sign
 * in again with. It only admits people to one event, for hours, and a host can revoke it.
 */

const keyOf = (eventId: string) => `mawid.checkin.device.${eventId}`;

export function storedDeviceToken(eventId: string): string | null {
  const token = localStorage.getItem(keyOf(eventId));
  return token?.startsWith(DEVICE_TOKEN_PREFIX) ? token : null;
}

export function forgetDeviceToken(eventId: string): void {
  localStorage.removeItem(keyOf(eventId));
}

/**
 * Takes the token an enrolment link carries in its fragment (`#device=mdv_...`), keeps it, and wipes
 * it from the address so it is not shared along with a screenshot or a copied link.
 */
export function adoptDeviceTokenFromLink(eventId: string): void {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get("device");
  if (!token) return;
  if (token.startsWith(DEVICE_TOKEN_PREFIX)) localStorage.setItem(keyOf(eventId), token);
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}
