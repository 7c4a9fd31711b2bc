import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityClient, IdentityClientError } from "@mawid/contracts/identity";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { buildGateway } from "../../../gateway/src/app.ts";
import { loadGatewayConfig } from "../../../gateway/src/config.ts";
import { type Identity, PASSWORD, startIdentity } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;
let gateway: FastifyInstance;
let base: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
  const identityUrl = await listen(id.app);
  gateway = await buildGateway({
    config: loadGatewayConfig({ NODE_ENV: "test", IDENTITY_URL: identityUrl, LOG_LEVEL: "silent" }),
    logger: false,
  });
  base = await listen(gateway);
});
afterAll(async () => {
  await gateway?.close();
  await id?.close();
  await tdb?.drop();
});

describe("identity through the gateway, with the typed client", () => {
  it("signs up, signs in and reads /me with a bearer token the gateway verifies against the JWKS", async () => {
    let token = "";
    const client = createIdentityClient({
      baseUrl: base,
      headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}),
    });
    const { user } = await client.signUp({
      email: "gateway@example.org",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      displayName: "Through Gateway",
    });
    token = (await client.signIn({ email: "gateway@example.org", password: PASSWORD })).accessToken;
    const me = await client.me();
    expect(me.user.id).toBe(user.id);
    const org = await client.createOrganization({ name: "Gateway Masjid", kind: "masjid" });
    expect((await client.myOrganizations()).organizations[0]?.organizationId).toBe(org.id);
  });

  it("passes the seed's validation messages through as typed errors", async () => {
    const client = createIdentityClient({ baseUrl: base });
    const error = await client
      .signUp({ email: "nope", password: PASSWORD, confirmPassword: PASSWORD, displayName: "OK" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityClientError);
    expect((error as IdentityClientError).fields).toEqual({ email: "Invalid email address" });
  });
});
