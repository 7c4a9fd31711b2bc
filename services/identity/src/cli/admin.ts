import { randomUUID } from "node:crypto";
import { createDatabase } from "@mawid/eventstore";
import { migrateService, type ServiceDefinition } from "@mawid/service";
import type { z } from "zod";
import { identity } from "../app.ts";
import { typed } from "../db/schema.ts";
import { rotateSigningKey } from "../keys/signing-keys.ts";
import { grantPlatformAdmin } from "../user/grant-admin.ts";

const USAGE = `usage: npm run admin -- grant <email>     make an account a platform admin
       npm run admin -- rotate-keys       start signing with a new key (old ones stay in the JWKS)
DATABASE_URL must point at the platform's database.`;

const MESSAGES = {
  granted: (email: string) => `${email} is now a platform admin`,
  "already-admin": (email: string) => `${email} was already a platform admin`,
  "no-account": (email: string) => `no account with the email ${email}; sign up first`,
} as const;

async function run(args: string[]): Promise<number> {
  const [command, arg] = args;
  const url = process.env.DATABASE_URL;
  if (!url || !command || (command === "grant" && !arg) || !["grant", "rotate-keys"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const db = createDatabase({ url, max: 2, applicationName: "identity-admin" });
  try {
    // Works before identity has ever started: its tables are created on first use.
    await migrateService(identity as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
    if (command === "rotate-keys") {
      console.log(`signing with new key ${await rotateSigningKey(typed(db), new Date())}`);
      return 0;
    }
    const email = arg!.trim().toLowerCase();
    const result = await grantPlatformAdmin(typed(db), email, {
      occurredAt: new Date(),
      correlationId: randomUUID(),
      causationId: "cli:admin-grant",
    });
    (result === "no-account" ? console.error : console.log)(MESSAGES[result](email));
    return result === "no-account" ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await run(process.argv.slice(2));
