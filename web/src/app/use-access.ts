import { useCallback } from "react";
import { useAuth } from "../features/auth/auth-context";
import { type Access, type AccessDecision, decideAccess } from "./access";

/** The guard's decision for the current user, for the guard itself and for the menus. */
export function useAccess(): (access: Access) => AccessDecision {
  const { user, me } = useAuth();
  return useCallback((access: Access) => decideAccess(access, { user, me }), [user, me]);
}
