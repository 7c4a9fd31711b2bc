import Stripe from "stripe";

/** The Stripe SDK's client; `apiUrl` points its calls elsewhere than Stripe (tests' local server). */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}
