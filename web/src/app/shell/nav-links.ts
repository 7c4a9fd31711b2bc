import type { MessageKey } from "../../shared/i18n/messages/en";

interface NavLinkDef {
  to: string;
  labelKey: MessageKey;
}

export const PUBLIC_LINKS: readonly NavLinkDef[] = [
  { to: "/about", labelKey: "nav.about" },
  { to: "/donation", labelKey: "nav.donate" },
  { to: "/pricing", labelKey: "nav.subscriptions" },
];

export const SIGNED_IN_LINKS: readonly NavLinkDef[] = [
  { to: "/dashboard", labelKey: "nav.dashboard" },
  { to: "/analytics", labelKey: "nav.analytics" },
];
