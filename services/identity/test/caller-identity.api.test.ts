import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, startIdentity } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

const me = (headers: Record<string, string>) => id.app.inject({ url: "/api/v1/me", headers });

describe("identity knows a caller only from a token signed by its own keys", () => {
  it("answers /me to its own access token", async () => {
    const { headers, userId } = await id.account("own-token@example.org");
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(userId);
  });

  it("refuses a made-up claims header, and the same claims signed by a key it never published", async () => {
    const { userId } = await id.account("impersonated@example.org");
    const claims = {
      sub: userId,
      email: "impersonated@example.org",
      emailVerified: true,
      role: "admin",
      orgs: {},
    };
    const header = await me({ "x-mawid-user": Buffer.from(JSON.stringify(claims)).toString("base64url") });
    expect(header.statusCode).toBe(401);
    expect(header.json().error.code).toBe("UNAUTHENTICATED");

    const { privateKey } = await generateKeyPair("RS256");
    const jwks = (await id.app.inject({ url: "/.well-known/jwks.json" })).json() as {
      keys: { kid: string }[];
    };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: jwks.keys[0]!.kid })
      .setIssuer("mawid-identity")
      .setAudience("mawid")
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
    const signed = await me({ authorization: `Bearer ${forged}` });
    expect(signed.statusCode).toBe(401);
    expect(signed.json().error.code).toBe("INVALID_TOKEN");
  });
});
