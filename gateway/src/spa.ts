import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import type { EventSummaries } from "./event-summaries.ts";
import { shareTags, withShareTags } from "./share-tags.ts";

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mawid</title></head>
<body><h1>Mawid</h1><p>The web app is not built. Run <code>npm run build -w web</code>, or set WEB_DIST.</p>
<p>The API is up at <a href="/api/v1/health">/api/v1/health</a>.</p></body></html>
`;

/** Hashed build output (Vite puts it under /assets/) never changes: cache it for a year. */
const HASHED = /\/assets\/.+[.-][\w-]{8,}\.\w+$/;

/**
 * Serves the built SPA: immutable caching for hashed assets, no-cache for index.html, and the
 * history fallback (a GET of any other non-API path answers index.html); an event's page carries
 * its share tags. The files are listed
 * once at boot (a new build needs a restart). Without a build, such paths answer a short page
 * saying so.
 */
export async function installSpa(
  app: FastifyInstance,
  options: { webDist: string; built: boolean; eventSummaries?: EventSummaries },
) {
  const fallback = options.built
    ? (_request: FastifyRequest, reply: FastifyReply) =>
        reply.header("cache-control", "no-cache").sendFile("index.html")
    : (_request: FastifyRequest, reply: FastifyReply) =>
        reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(NOT_BUILT);
  if (options.built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        if (HASHED.test(path)) res.header("cache-control", "public, max-age=31536000, immutable");
        else if (path.endsWith(".html")) res.header("cache-control", "no-cache");
        else res.header("cache-control", "public, max-age=3600");
      },
    });
  }
  app.get("/", fallback);
  const summaries = options.eventSummaries;
  if (options.built && summaries) {
    const index = readFileSync(join(options.webDist, "index.html"), "utf8");
    // A link to an event shows its title, time, place and cover where it is shared; the page itself
    // never waits long for them nor fails without them.
    app.get<{ Params: { id: string } }>("/event/:id", async (request, reply) => {
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
      try {
        const summary = await summaries(request.params.id);
        return summary ? withShareTags(index, shareTags(summary)) : index;
      } catch {
        return index;
      }
    });
  }
  app.get("/*", (request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(notFound(request.method, request.url));
    return fallback(request, reply);
  });
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export function notFound(method: string, url: string) {
  return errorBody(ErrorCode.notFound, `No route for ${method} ${url.split("?")[0]}`);
}
