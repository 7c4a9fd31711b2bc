/// <reference path="./oidc-provider.d.ts" />
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcProviderOptions {
  /** Where the provider may send the browser back, e.g. `${PUBLIC_URL}/api/v1/auth/oidc/google/callback`. */
  redirectUri: string;
  /** The `name` claim of every account. */
  displayName: string;
  /** Whether the provider vouches for the e-mail of a login (default: always). */
  emailVerified?: (login: string) => boolean;
  clientId?: string;
  clientSecret?: string;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The OIDC_GOOGLE_* settings that point identity at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on loopback, standing in for Google, which tests cannot
 * reach. Its development login and consent pages accept any password; the login is the e-mail.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const clientId = options.clientId ?? "mawid-test";
  const clientSecret = options.clientSecret ?? "mawid-test-secret";
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["mawid-test-cookie-key"] },
    // Explicit lifetimes keep the provider from printing a notice for each default it falls back to.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, accountId) {
      return {
        accountId,
        async claims() {
          return {
            sub: `google-${accountId}`,
            email: accountId,
            email_verified: options.emailVerified?.(accountId) ?? true,
            name: options.displayName,
          };
        },
      };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: clientId,
      OIDC_GOOGLE_CLIENT_SECRET: clientSecret,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
