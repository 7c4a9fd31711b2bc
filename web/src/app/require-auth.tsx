import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuth } from "../features/auth/auth-context";
import { GUARD_TIMEOUT_MS } from "../shared/config/app-config";
import { PageSpinner } from "../shared/ui/page-spinner";
import { type Access, SIGNED_IN } from "./access";
import { NotAllowedPanel } from "./not-allowed-panel";
import { useAccess } from "./use-access";

// Rarely needed, and the verify panel brings the error policy and the identity contracts with it:
// both stay out of the first download.
const VerifyRequiredPanel = lazy(() =>
  import("../features/auth/verify-required-panel").then((m) => ({ default: m.VerifyRequiredPanel })),
);

interface Props {
  children: ReactNode;
  access?: Access;
  redirectTo?: string;
}

/**
 * 'Loading...' while the session (or, for a role, the profile) loads, for at most 3 s; then the page,
 * or instead: sign-in when there is no user, a not-allowed panel without the role, a verify panel
 * for an unverified address. A page that was showing when its user signed out sends them home
 * instead, whichever of the way home and the sign-out lands first; a protected page visited after
 * that still asks to sign in.
 */
export function RequireAuth({ children, access = SIGNED_IN, redirectTo = "/auth" }: Props) {
  const { status, user, me, signedOutByUser } = useAuth();
  const decision = useAccess()(access);
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  const [shownToUser, setShownToUser] = useState(false);
  const waiting = status === "loading" || decision === "pending";

  useEffect(() => {
    if (user) setShownToUser(true);
  }, [user]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOut(true), GUARD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting && !timedOut) return <PageSpinner />;
  if (!user && signedOutByUser && shownToUser) return <Navigate to="/" replace />;
  if (decision === "allowed") return children;
  if (!user)
    return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />;
  if (decision === "verifyEmail")
    return (
      <Suspense fallback={<PageSpinner />}>
        <VerifyRequiredPanel email={user.email} />
      </Suspense>
    );
  // A profile that never loaded shows no role: the page stays closed rather than guessed open.
  return (
    <NotAllowedPanel
      inNoOrganization={Boolean(access.organizationRole) && me !== undefined && me.organizations.length === 0}
    />
  );
}
