import { BlockList, isIP } from "node:net";

/** Whether an entry of GATEWAY_ADDRESSES is an address or a CIDR. */
export function isAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf("/");
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const bits = entry.slice(slash + 1);
  return version !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy for a service: only the nearest hop, and only when it is the gateway, a
 * connection over the service's Unix socket (which has no address) or from one of the gateway's
 * addresses. The gateway sends one X-Forwarded-For entry, the client it saw, so that is the
 * request's ip; a client that reaches the service another way is its own address, whatever it sends.
 */
export function trustGatewayOnly(
  addresses: readonly string[],
): (address: string | undefined, hop: number) => boolean {
  const gateway = new BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) gateway.addAddress(address, type);
    else gateway.addSubnet(address, Number(bits), type);
  }
  return (address, hop) => {
    if (hop !== 0) return false;
    if (address === undefined) return true;
    return addresses.length > 0 && gateway.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  };
}
