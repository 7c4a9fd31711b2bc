import { mailSettingProblems, refuseToStart } from "@mawid/service";
import type { IdentityConfig } from "../config.ts";

/** What identity will not run with in production, each naming the setting an operator must change. */
export function productionProblems(config: IdentityConfig): string[] {
  if (config.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (config.MAWID_DEMO_DATA)
    problems.push(
      "MAWID_DEMO_DATA: demo data is refused in production (the demo admin's password is public); set MAWID_DEMO_DATA=0",
    );
  problems.push(...mailSettingProblems(config));
  if (config.MAWID_DEV_MAIL)
    problems.push("MAWID_DEV_MAIL: the development mail endpoint is refused in production; unset it");
  if (config.SIGNING_KEY_ENCRYPTION_KEYS.length === 0)
    problems.push(
      "SIGNING_KEY_ENCRYPTION_KEYS: required in production to seal the token signing keys, e.g. k1:$(openssl rand -base64 32)",
    );
  return problems;
}

/** Stops the start before anything is served, listing every problem at once. */
export function refuseUnsafeProduction(config: IdentityConfig): void {
  refuseToStart(productionProblems(config));
}
