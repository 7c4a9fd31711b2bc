import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import { describe, expect, it } from "vitest";
import { loadGatewayConfig } from "./config.ts";
import { trustFunction, ZTrustProxy } from "./trust-proxy.ts";

const parse = (value: string | undefined) => ZTrustProxy.parse(value);

/** The client address the gateway counts for a request from `peer` carrying this X-Forwarded-For. */
function clientOf(setting: string, peer: string, forwardedFor?: string): string {
  const trust = trustFunction(parse(setting));
  const req = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
  return trust === null ? peer : proxyAddr(req, trust);
}

describe("TRUST_PROXY", () => {
  it("reads true, false and nothing as trust everyone or no one", () => {
    expect(parse("true")).toBe(true);
    expect(parse("false")).toBe(false);
    expect(parse("")).toBe(false);
    expect(parse(undefined)).toBe(false);
    expect(clientOf("false", "10.0.0.1", "198.51.100.7")).toBe("10.0.0.1");
    expect(clientOf("true", "10.0.0.1", "198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
  });

  it("reads a bare number as a hop count, not as the address 0.0.0.1", () => {
    expect(parse("1")).toBe(1);
    expect(parse(" 2 ")).toBe(2);
    expect(parse("0")).toBe(false);
    // behind one ingress, the address the ingress appended is the client's
    expect(clientOf("1", "10.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    // a client's own made-up entries in front of it are not believed
    expect(clientOf("1", "10.0.0.1", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(clientOf("2", "10.0.0.1", "1.2.3.4, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
    // without a forwarded address the peer is the client
    expect(clientOf("1", "10.0.0.1")).toBe("10.0.0.1");
  });

  it("reads a comma list of IPv4 and IPv6 addresses and CIDRs, and trusts only those peers", () => {
    expect(parse("10.0.0.0/8, 192.168.1.1,fd00::/8 ,::1, loopback")).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "fd00::/8",
      "::1",
      "loopback",
    ]);
    expect(clientOf("10.0.0.0/8", "10.20.30.40", "198.51.100.7")).toBe("198.51.100.7");
    expect(clientOf("10.0.0.0/8", "203.0.113.5", "198.51.100.7")).toBe("203.0.113.5");
    expect(clientOf("fd00::/8", "fd12::1", "2001:db8::42")).toBe("2001:db8::42");
    expect(clientOf("fd00::/8", "2001:db8::1", "198.51.100.7")).toBe("2001:db8::1");
    expect(clientOf("10.0.0.1,10.0.0.2", "10.0.0.1", "198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
  });

  it("refuses anything else at boot, naming it", () => {
    for (const bad of ["yes", "10.0.0.0/33", "fd00::/129", "10.0.0", "1,2", "10.0.0.1,,", "33", "-1"]) {
      expect(() => parse(bad), bad).toThrow();
    }
    expect(() => loadGatewayConfig({ TRUST_PROXY: "10.0.0.0/8,ingress" })).toThrow(
      /TRUST_PROXY: .*"ingress"/,
    );
    expect(loadGatewayConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });
});
