import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers for the SPA and the API. The CSP allows what the SPA needs: its own scripts,
 * inline styles (antd's CSS-in-JS), data: images, https: images (logos, avatars) and fonts.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "base-uri": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "https:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // the SPA is served over plain http on loopback in one-machine mode; TLS terminates in front
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
};

/**
 * The headers helmet sets, computed once: they do not depend on the request, so the proxy's hot
 * path adds a ready-made object instead of running helmet's middleware per request.
 */
export function precomputedSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const fake = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, fake, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers on proxied API answers (JSON, never rendered as a page): the OWASP REST security
 * cheat sheet's set. The document-oriented helmet headers (the SPA's CSP, COOP, CORP…) only add
 * bytes to every API response, which the gateway and every client then write and parse.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": "frame-ancestors 'none'",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
});
