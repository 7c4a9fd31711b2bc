import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** Every account the stand-in signs in carries this name; its email is whatever was typed as login. */
export const GOOGLE_DISPLAY_NAME = "Khadija Google";

const CLIENT_ID = "mawid-e2e";
const CLIENT_SECRET = "mawid-e2e-secret";
const CALLBACK_PATH = "/api/v1/auth/oidc/google/callback";

export interface GoogleStandIn {
  /** The OIDC_GOOGLE_* settings that point identity at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider on loopback standing in for Google, which the tests cannot reach. Its
 * development login and consent pages are what the browser fills in.
 */
export async function startGoogleStandIn(publicUrl: string): Promise<GoogleStandIn> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${publicUrl}${CALLBACK_PATH}`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["mawid-e2e-cookie-key"] },
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
            email_verified: true,
            name: GOOGLE_DISPLAY_NAME,
          };
        },
      };
    },
  });
  server.on("request", provider.callback());
  return {
    env: {
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: CLIENT_ID,
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
