import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { hashPassword } from "../src/shared/secrets.ts";
import { type Identity, PASSWORD, startIdentity } from "./harness.ts";

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

async function storedHash(userId: string): Promise<string> {
  const row = (await id.ctx.db
    .selectFrom("identity.credentials" as never)
    .select("password_hash" as never)
    .where("user_id" as never, "=", userId as never)
    .executeTakeFirstOrThrow()) as { password_hash: string };
  return row.password_hash;
}

async function setStoredHash(userId: string, hash: string): Promise<void> {
  await id.ctx.db
    .updateTable("identity.credentials" as never)
    .set({ password_hash: hash } as never)
    .where("user_id" as never, "=", userId as never)
    .execute();
}

describe("password hashes made at an older, lower cost", () => {
  it("are made again at today's cost on the next right password, and keep working", async () => {
    const up = await id.signUp("old-hash@example.org");
    const userId = up.json().user.id as string;
    const today = (await storedHash(userId)).split("$").slice(0, 4).join("$");
    await setStoredHash(userId, await hashPassword(PASSWORD, { N: 2 ** 4, r: 8, p: 1 }));

    // a wrong password changes nothing
    expect((await id.signIn("old-hash@example.org", "Wrong!Passw0rd")).statusCode).toBe(401);
    expect(await storedHash(userId)).toMatch(/^scrypt\$16\$8\$1\$/);

    expect((await id.signIn("old-hash@example.org")).statusCode).toBe(200);
    const rehashed = await storedHash(userId);
    expect(rehashed.startsWith(`${today}$`)).toBe(true);
    expect((await id.signIn("old-hash@example.org")).statusCode).toBe(200);
    expect(await storedHash(userId)).toBe(rehashed);
  });
});
