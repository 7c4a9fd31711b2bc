import { useSyncExternalStore } from "react";

/** Below this width a list is shown as cards. */
export const PHONE = "(max-width: 639px)";

function subscribe(notify: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
}

/** Whether the screen is a phone's width, where a wide table would scroll sideways. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
