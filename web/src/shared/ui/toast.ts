import type { LocalText } from "../i18n/i18n-context";

/**
 * Toasts without loading antd's message component up front: calls queue here, and the toast host
 * (a lazy chunk, rendered inside the theme) is mounted on the first one and shows them. A toast
 * carries its text untranslated and the host translates it as it shows it, so it reads in the
 * page's language even when that changes between the call and the showing (after a sign-in loads
 * the profile's language).
 */
export type ToastKind = "success" | "error" | "info" | "warning";

export interface Toast {
  kind: ToastKind;
  content: LocalText;
  /** Seconds. */
  duration?: number;
}

type Listener = (toast: Toast) => void;

const queued: Toast[] = [];
let listener: Listener | null = null;
const wakeups = new Set<() => void>();

function push(toast: Toast): void {
  if (listener) listener(toast);
  else {
    queued.push(toast);
    for (const wake of wakeups) wake();
  }
}

export const toast = {
  success: (content: LocalText, duration?: number) => push({ kind: "success", content, duration }),
  error: (content: LocalText, duration?: number) => push({ kind: "error", content, duration }),
  info: (content: LocalText, duration?: number) => push({ kind: "info", content, duration }),
  warning: (content: LocalText, duration?: number) => push({ kind: "warning", content, duration }),
};

/** The host attaches here and receives everything queued so far. */
export function attachToastHost(fn: Listener): () => void {
  listener = fn;
  for (const t of queued.splice(0)) fn(t);
  return () => {
    if (listener === fn) listener = null;
  };
}

/** Tells the outlet that a toast is waiting, so it can load the host. */
export function onToastWaiting(wake: () => void): () => void {
  wakeups.add(wake);
  if (queued.length > 0) wake();
  return () => wakeups.delete(wake);
}
