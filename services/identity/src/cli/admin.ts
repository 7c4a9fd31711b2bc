import { randomUUID } from "node:crypto";
import { z } from "zod";
import { createDatabase } from "@mawid/eventstore";
import { migrateService, type ServiceDefinition } from "@mawid/service";
import { identity } from "../app.ts";
import { identityConfig } from "../config.ts";
import { type Db, typed } from "../db/schema.ts";
import { type KeyPolicy, keyPolicy, rotateSigningKey } from "../keys/signing-keys.ts";
import { grantPlatformAdmin } from "../user/grant-admin.ts";

const USAGE = `usage: npm run admin -- grant <email>           make an account a platform admin
       npm run admin -- rotate-keys             publish a new signing key now; it signs from a day later
       npm run admin -- rotate-keys --now       sign with a new key at once (the old one may have leaked)
DATABASE_URL must point at the platform's database, and SIGNING_KEY_ENCRYPTION_KEYS be identity's.`;

const MESSAGES = {
  granted: (email: string) => `${email} is now a platform admin`,
  "already-admin": (email: string) => `${email} was already a platform admin`,
  "no-account": (email: string) => `no account with the email ${email}; sign up first`,
} as const;

const ZKeySettings = z.object({
  SIGNING_KEY_ENCRYPTION_KEYS: identityConfig.SIGNING_KEY_ENCRYPTION_KEYS,
  SIGNING_KEY_ROTATION_DAYS: identityConfig.SIGNING_KEY_ROTATION_DAYS,
});

function validArgs(command: string | undefined, arg: string | undefined): boolean {
  if (command === "grant") return Boolean(arg);
  return command === "rotate-keys" && (arg === undefined || arg === "--now");
}

async function run(args: string[]): Promise<number> {
  const [command, arg] = args;
  const url = process.env.DATABASE_URL;
  const settings = ZKeySettings.safeParse(process.env);
  if (!settings.success) {
    console.error(`SIGNING_KEY_ENCRYPTION_KEYS: ${settings.error.issues[0]?.message}`);
    return 2;
  }
  if (!url || !validArgs(command, arg)) {
    console.error(USAGE);
    return 2;
  }
  const db = createDatabase({ url, max: 2, applicationName: "identity-admin" });
  try {
    // Works before identity has ever started: its tables are created on first use.
    await migrateService(identity as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
    if (command === "rotate-keys")
      return await rotateKeys(typed(db), keyPolicy(settings.data), arg === "--now");
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

async function rotateKeys(db: Db, policy: KeyPolicy, now: boolean): Promise<number> {
  const sealed = await db
    .selectFrom("signing_keys")
    .select("kid")
    .where("wrapping_key_id", "is not", null)
    .executeTakeFirst();
  // A plaintext key among sealed ones would sit unprotected until identity's next start reseals it.
  if (sealed && policy.encryptionKeys.length === 0) {
    console.error(
      "SIGNING_KEY_ENCRYPTION_KEYS: this database's signing keys are sealed; set it as identity has it",
    );
    return 2;
  }
  const { kid, signsFrom } = await rotateSigningKey(db, policy, new Date(), now);
  console.log(`published signing key ${kid}; it signs from ${signsFrom.toISOString()}`);
  return 0;
}

process.exitCode = await run(process.argv.slice(2));
