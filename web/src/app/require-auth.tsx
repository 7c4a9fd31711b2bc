import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuth } from "../features/auth/auth-context";
import { VerifyRequiredPanel } from "../features/auth/verify-required-panel";
import { GUARD_TIMEOUT_MS } from "../shared/config/app-config";
import { PageSpinner } from "../shared/ui/page-spinner";

interface Props {
  children: ReactNode;
  redirectTo?: string;
  requireEmailVerified?: boolean;
}

/**
 * 'Loading...' while the session loads; to sign-in when there is no user, or after 3 s regardless.
 * A page that was showing when its user signed out sends them home instead, whichever of the way
 * home and the sign-out lands first; a protected page visited after that still asks to sign in.
 */
export function RequireAuth({ children, redirectTo = "/auth", requireEmailVerified = false }: Props) {
  const { status, user, signedOutByUser } = useAuth();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  const [shownToUser, setShownToUser] = useState(false);

  useEffect(() => {
    if (user) setShownToUser(true);
  }, [user]);

  useEffect(() => {
    if (status !== "loading") return;
    const timer = setTimeout(() => setTimedOut(true), GUARD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === "loading" && !timedOut) return <PageSpinner />;
  if (!user && signedOutByUser && shownToUser) return <Navigate to="/" replace />;
  if (!user)
    return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />;
  if (requireEmailVerified && !user.emailVerified) return <VerifyRequiredPanel email={user.email} />;
  return children;
}
