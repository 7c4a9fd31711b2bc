import { createServer } from "node:http";
import { freePort } from "@mawid/local-postgres/free-port";

export interface KeyServer {
  /** Where the keys are served: the IDENTITY_URL to give a service. */
  url: string;
  /** How many times the keys were asked for. */
  served(): number;
  close(): void;
}

/**
 * Serves a test issuer's public keys (its JWKS) on a free local port, as identity would, so service
 * processes given IDENTITY_URL = url check callers' tokens against them.
 */
export async function startKeyServer(jwks: unknown): Promise<KeyServer> {
  const port = await freePort();
  let served = 0;
  const server = createServer((_, res) => {
    served++;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served: () => served,
    close() {
      server.close();
    },
  };
}
