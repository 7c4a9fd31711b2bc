import type { ReactNode } from "react";

export type BadgeTone = "up" | "degraded" | "down" | "neutral";

/**
 * A small status label in the site's status colours, which keep 4.5:1 contrast in both themes (antd's
 * filled green and orange tags do not on a light background).
 */
export function Badge({ tone, children, alert }: { tone: BadgeTone; children: ReactNode; alert?: boolean }) {
  return (
    <span className={`ci-badge ci-badge-${tone}`} role={alert ? "alert" : undefined}>
      {children}
    </span>
  );
}
