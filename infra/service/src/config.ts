import { z } from "zod";
import { isAddressOrCidr } from "./gateway-trust.ts";

/** An optional setting where an empty value counts as unset, so a launcher can pass the same env either way. */
export const zOptionalSetting = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The env every service reads, in one-machine and distributed mode alike. */
export const ZBaseConfig = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  /** A TCP port to serve on: containers, or a service run alone. */
  PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /**
   * A Unix socket to serve on (one-machine mode, where npm start sets it and no PORT): only
   * processes of this machine's user reach it, and the gateway forwards over it. Unset in containers.
   */
  SOCKET_PATH: zOptionalSetting,
  /** Identity's origin, whose /.well-known/jwks.json holds the keys that sign access tokens. */
  IDENTITY_URL: z
    .url({ error: "must be an http(s) URL" })
    .transform((v) => v.replace(/\/+$/, ""))
    .default("http://127.0.0.1:4001"),
  /** Identity's Unix socket on this machine (one-machine mode): its keys are fetched over it. */
  IDENTITY_SOCKET: zOptionalSetting,
  /**
   * The gateway's addresses or CIDRs, comma-separated: the only peers whose X-Forwarded-For is
   * believed, besides connections over SOCKET_PATH. Anyone else's is the caller's own claim.
   */
  GATEWAY_ADDRESSES: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrCidr), { error: "must be addresses or CIDRs" }),
  DATABASE_URL: z.string().min(1, { error: "DATABASE_URL is required" }),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  BUS: z.enum(["postgres", "kafka"]).default("postgres"),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((b) => b.trim())
            .filter(Boolean)
        : undefined,
    ),
  /**
   * Hours the postgres bus keeps a message every live consumer group has handled, and consumers keep
   * its inbox row (which must cover the bus's retention, Kafka's included).
   */
  BUS_RETENTION_HOURS: z.coerce.number().positive().default(168),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  PUBLIC_URL: z.string().default("http://localhost:3000"),
});
export type TBaseConfig = z.infer<typeof ZBaseConfig>;

/** Validates the environment at boot; a bad value stops the process with every problem listed. */
export function loadConfig<T extends z.ZodRawShape = Record<never, never>>(
  env: NodeJS.ProcessEnv,
  extra?: T,
): TBaseConfig & z.infer<z.ZodObject<T>> {
  const schema = extra ? ZBaseConfig.extend(extra) : ZBaseConfig;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join("\n")}`);
  }
  if (parsed.data.BUS === "kafka" && !parsed.data.KAFKA_BROKERS) {
    throw new Error("invalid configuration:\n  KAFKA_BROKERS: required when BUS=kafka");
  }
  if (parsed.data.PORT === undefined && parsed.data.SOCKET_PATH === undefined) {
    throw new Error("invalid configuration:\n  PORT: required unless SOCKET_PATH is set");
  }
  return parsed.data as TBaseConfig & z.infer<z.ZodObject<T>>;
}
