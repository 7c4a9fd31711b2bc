import { z } from "zod";

/** An optional setting where an empty value counts as unset, so a launcher can pass the same env either way. */
export const zOptionalSetting = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The env every service reads, in one-machine and distributed mode alike. */
export const ZBaseConfig = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * A Unix socket to serve on as well (one-machine mode, where npm start sets it): the gateway
   * forwards over it, skipping the kernel's TCP stack. Unset in containers.
   */
  SOCKET_PATH: zOptionalSetting,
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
  return parsed.data as TBaseConfig & z.infer<z.ZodObject<T>>;
}
