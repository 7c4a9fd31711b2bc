import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import { z } from "zod";

/**
 * Whose X-Forwarded-For to believe: nobody (false), everybody (true), the nearest `hops` proxies
 * (a number), or peers whose address is in a list. Fastify takes each of these forms as they are.
 */
export type TTrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const slash = value.indexOf("/");
  if (slash === -1) return isIP(value) !== 0;
  const version = isIP(value.slice(0, slash));
  const bits = value.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as an operator writes it: "true"/"false", a hop count ("1" behind one ingress), or a
 * comma-separated list of addresses and CIDRs. A bare number is a hop count, never an address:
 * read as an address, "1" became 0.0.0.1, nobody's address, so every client was counted as the
 * ingress and the whole site shared one rate limit.
 */
export const ZTrustProxy = z
  .string()
  .default("false")
  .transform((raw, ctx): TTrustProxy => {
    const value = raw.trim();
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 32) {
        ctx.addIssue({ code: "custom", message: "a hop count is at most 32" });
        return z.NEVER;
      }
      return hops === 0 ? false : hops;
    }
    const entries = value.split(",").map((s) => s.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be true, false, a hop count, or addresses/CIDRs; not ${bad.map((b) => JSON.stringify(b)).join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Whether the hop at `index` (0 = the peer) with this address may speak for the one before it, or null to trust nobody. */
export type TrustFunction = (address: string, index: number) => boolean;

export function trustFunction(setting: TTrustProxy): TrustFunction | null {
  if (setting === false) return null;
  if (setting === true) return () => true;
  if (typeof setting === "number") return (_address, index) => index < setting;
  return proxyAddr.compile(setting);
}
