import type { TMeResponse, TSignInRequest, TUser } from "@mawid/contracts/identity";
import { createContext, useContext } from "react";

export type AuthStatus = "loading" | "signedIn" | "signedOut";

export interface AuthValue {
  status: AuthStatus;
  user: TUser | null;
  /** Profile, organisations, tier and white-label; undefined until loaded. */
  me: TMeResponse | undefined;
  /** The user signed out here (so the protected page they were on sends them home, not to sign in again). */
  signedOutByUser: boolean;
  signIn: (body: TSignInRequest) => Promise<TUser>;
  signOut: () => Promise<void>;
  /** Re-reads the session from the refresh cookie (after Google sign-in or verification). */
  reload: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
