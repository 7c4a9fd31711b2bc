import { useI18n } from "../../shared/i18n/i18n-context";
import { useAuth } from "./auth-context";

/** The tier badge's text, or null when there is nothing to show (only subscribers get a badge). */
export function useTierBadge(): string | null {
  const { me } = useAuth();
  const { t } = useI18n();
  if (!me?.subscribed) return null;
  if (me.profile.role === "admin" && me.tier === "enterprise") return t("tier.admin");
  return t(`tier.${me.tier}`);
}

export function useIsAdmin(): boolean {
  return useAuth().me?.profile.role === "admin";
}
