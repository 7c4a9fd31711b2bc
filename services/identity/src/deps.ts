import type { FastifyBaseLogger } from "fastify";
import type { IdentityConfig } from "./config.ts";
import type { Db } from "./db/schema.ts";
import type { KeyStore } from "./keys/signing-keys.ts";
import type { Mailer } from "./shared/mailer.ts";

/** What every identity use case may touch. */
export interface IdentityDeps {
  config: IdentityConfig;
  db: Db;
  keys: KeyStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
