import type { TSignInRequest, TSignInResponse } from "@mawid/contracts/identity";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AUTH_INIT_TIMEOUT_MS } from "../../shared/config/app-config";
import { registerTokenRefresher } from "../../shared/http/client";
import { setAccessToken } from "../../shared/http/token-store";
import { logger } from "../../shared/logger/logger";
import * as authApi from "./api";
import { AuthContext, type AuthStatus, type AuthValue } from "./auth-context";
import { meKey, useMeQuery } from "./queries";
import { refreshDelayMs, refreshSession } from "./session";

interface State {
  status: AuthStatus;
  session: TSignInResponse | null;
  /** Signed out by the user's own hand, not by a session that ran out. */
  byUser?: boolean;
}

const RETRY_REFRESH_MS = 30_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: "loading", session: null });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const toSignedOut = useCallback(
    (byUser = false) => {
      clearTimer();
      setAccessToken(null);
      queryClient.removeQueries({ queryKey: meKey });
      logger.setUser(null);
      setState({ status: "signedOut", session: null, byUser });
    },
    [clearTimer, queryClient],
  );

  const applyRef = useRef<(session: TSignInResponse) => void>(() => {});

  const refreshNow = useCallback(async (): Promise<string | null> => {
    try {
      const session = await refreshSession();
      if (session) applyRef.current(session);
      else toSignedOut();
      return session?.accessToken ?? null;
    } catch (error) {
      // A network blip is not a sign-out: keep the session and try again shortly.
      logger.warn("Session refresh failed", { error: String(error) });
      clearTimer();
      timer.current = setTimeout(() => void refreshNow(), RETRY_REFRESH_MS);
      return null;
    }
  }, [clearTimer, toSignedOut]);

  const apply = useCallback(
    (session: TSignInResponse) => {
      setAccessToken(session.accessToken);
      logger.setUser(session.user.id);
      setState({ status: "signedIn", session });
      clearTimer();
      timer.current = setTimeout(() => void refreshNow(), refreshDelayMs(session.expiresIn));
    },
    [clearTimer, refreshNow],
  );
  applyRef.current = apply;

  useEffect(() => {
    registerTokenRefresher(refreshNow);
  }, [refreshNow]);

  useEffect(() => {
    let settled = false;
    const timeout = setTimeout(() => {
      if (settled) return;
      settled = true;
      logger.warn("Auth initialisation timed out; continuing signed out", {
        timeoutMs: AUTH_INIT_TIMEOUT_MS,
      });
      setState((s) => (s.status === "loading" ? { status: "signedOut", session: null } : s));
    }, AUTH_INIT_TIMEOUT_MS);
    refreshSession()
      .then((session) => {
        // A late answer still wins over the time-out: a session is better than none.
        if (session) applyRef.current(session);
        else if (!settled) setState({ status: "signedOut", session: null });
      })
      .catch((error: unknown) => {
        logger.error("Session retrieval failed", { error: String(error) });
        setState((s) => (s.status === "loading" ? { status: "signedOut", session: null } : s));
      })
      .finally(() => {
        settled = true;
        clearTimeout(timeout);
      });
    return () => clearTimeout(timeout);
  }, []);

  useEffect(() => clearTimer, [clearTimer]);

  const me = useMeQuery(state.status === "signedIn");
  useEffect(() => {
    if (me.error) logger.error("Profile load failed", { error: String(me.error) });
  }, [me.error]);

  const signIn = useCallback(
    async (body: TSignInRequest) => {
      const session = await authApi.signIn(body);
      apply(session);
      return session.user;
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    // The profile goes first, then the session, as the brief orders it.
    queryClient.removeQueries({ queryKey: meKey });
    try {
      await authApi.signOut();
    } catch (error) {
      logger.warn("Sign-out request failed; clearing the local session anyway", { error: String(error) });
    }
    toSignedOut(true);
  }, [queryClient, toSignedOut]);

  const reload = useCallback(async () => {
    await refreshNow();
    await queryClient.invalidateQueries({ queryKey: meKey });
  }, [queryClient, refreshNow]);

  const value = useMemo<AuthValue>(
    () => ({
      status: state.status,
      user: me.data?.user ?? state.session?.user ?? null,
      me: state.status === "signedIn" ? me.data : undefined,
      signedOutByUser: state.status === "signedOut" && state.byUser === true,
      signIn,
      signOut,
      reload,
    }),
    [state, me.data, signIn, signOut, reload],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
