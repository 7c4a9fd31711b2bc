import type { MessageKey } from "../../shared/i18n/messages/en";

/** A menu entry; who sees it is the route table's access for `to`, never decided here. */
export interface NavLinkDef {
  to: string;
  labelKey: MessageKey;
}

/** The header's links and the start of the phone menu. */
export const MAIN_LINKS: readonly NavLinkDef[] = [
  { to: "/about", labelKey: "nav.about" },
  { to: "/donation", labelKey: "nav.donate" },
  { to: "/pricing", labelKey: "nav.subscriptions" },
  { to: "/dashboard", labelKey: "nav.dashboard" },
  { to: "/analytics", labelKey: "nav.analytics" },
];

/** The avatar menu's own entries, about the signed-in user. */
export const ACCOUNT_LINKS: readonly NavLinkDef[] = [
  { to: "/dashboard", labelKey: "nav.dashboard" },
  { to: "/analytics", labelKey: "nav.analytics" },
  { to: "/my-tickets", labelKey: "nav.myTickets" },
  { to: "/profile/edit", labelKey: "nav.editProfile" },
];

/**
 * The Administration group, listed for platform admins only. System Status itself is public (anyone
 * may read it), so the group, not each page, is what admins get.
 */
export const ADMIN_LINKS: readonly NavLinkDef[] = [
  { to: "/bulk-operations", labelKey: "nav.bulkOperations" },
  { to: "/event-approvals", labelKey: "nav.eventApprovals" },
  { to: "/system-health", labelKey: "nav.systemStatus" },
];
