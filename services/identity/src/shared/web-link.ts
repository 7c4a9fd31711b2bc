import type { IdentityDeps } from "../deps.ts";

/** A page of the web app, as a mailed link or a redirect names it: PUBLIC_URL (trailing slash or not) and the path. */
export function webLink(deps: Pick<IdentityDeps, "config">, path: string): string {
  return `${deps.config.PUBLIC_URL.replace(/\/$/, "")}${path}`;
}
