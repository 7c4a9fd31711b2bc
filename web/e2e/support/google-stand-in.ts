import { type OidcProvider, startOidcProvider } from "@mawid/testing";

/** Every account the stand-in signs in carries this name; its email is whatever was typed as login. */
export const GOOGLE_DISPLAY_NAME = "Khadija Google";

/** Google, which the tests cannot reach, played by a real OpenID provider on loopback. */
export function startGoogleStandIn(publicUrl: string): Promise<OidcProvider> {
  return startOidcProvider({
    redirectUri: `${publicUrl}/api/v1/auth/oidc/google/callback`,
    displayName: GOOGLE_DISPLAY_NAME,
  });
}
