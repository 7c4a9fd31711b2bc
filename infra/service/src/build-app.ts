import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { TBaseConfig } from "./config.ts";
import type { ConsumerDefinition, ServiceContext, ServiceDefinition } from "./definition.ts";
import { clientErrorHandler, frameworkErrors, installErrorHandler } from "./error-handler.ts";
import { type HealthSources, installHealthRoutes } from "./health.ts";
import { loggedUrl } from "./logged-url.ts";
import { installHttpMetrics } from "./metrics.ts";
import { trustGatewayOnly } from "./gateway-trust.ts";
import { installParkedMessageRoutes } from "./parked-messages.ts";
import { installScheduledTasks } from "./scheduled-tasks.ts";
import { installTextInput } from "./text-input.ts";
import { type KeySource, TokenVerifier } from "./token-verifier.ts";
import { installAccessTokens } from "./user.ts";

export interface BuildAppOptions<Extra extends z.ZodRawShape> {
  definition: ServiceDefinition<Extra>;
  ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>;
  health: HealthSources;
  /** The consumers the service runs, whose parked messages administrators may retry. */
  consumers: readonly ConsumerDefinition[];
  /** The keys the caller's access tokens are checked against. */
  keys: KeySource;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
  /**
   * Told after each request that may have written (any method but GET, HEAD and OPTIONS) and each
   * scheduled pass that moved something on: the service's outbox relay looks at once.
   */
  afterWrite?: () => void;
  /** Told of every route as it is registered, the built-in ones too (the bad-input sweep lists them so). */
  onRoute?: (route: RouteOptions) => void;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The largest request body a service reads; the gateway refuses a larger one before forwarding it. */
export const SERVICE_BODY_LIMIT = 1024 * 1024;

/** Fastify's own request fields, with the URL as logs may show it (no tokens). */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The service as a Fastify app, without listening: the same app serves production and `inject` tests. */
export async function buildServiceApp<Extra extends z.ZodRawShape>(
  opts: BuildAppOptions<Extra>,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: opts.ctx.config.LOG_LEVEL,
      base: { service: opts.definition.name },
      serializers: { req: loggedRequest },
    },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: SERVICE_BODY_LIMIT,
    trustProxy: trustGatewayOnly(opts.ctx.config.GATEWAY_ADDRESSES),
    frameworkErrors,
    clientErrorHandler,
  });
  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, opts.definition.errorStatus);
  installTextInput(app);
  installAccessTokens(app, new TokenVerifier({ keys: opts.keys }));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  installHttpMetrics(app, opts.ctx.metrics);
  const { afterWrite } = opts;
  if (afterWrite)
    app.addHook("onResponse", async (request) => {
      if (!READS.has(request.method)) afterWrite();
    });
  const tasks = installScheduledTasks(app, opts.ctx.metrics, afterWrite);
  installHealthRoutes(app, opts.definition, { ...opts.health, tasks });
  installParkedMessageRoutes(app, {
    service: opts.definition.name,
    db: opts.ctx.db,
    consumers: opts.consumers,
  });
  await opts.definition.routes(app, opts.ctx);
  return app;
}
