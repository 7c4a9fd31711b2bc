import type { ComponentType } from "react";
import type { MessageKey } from "../shared/i18n/messages/en";

export type Access = "public" | "protected";

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  access: Access;
  /** Title for the document and for the coming-soon panel. */
  titleKey: MessageKey;
  /** Unverified accounts see a verify-your-email panel instead (publishing and selling need it). */
  requireEmailVerified?: boolean;
  /** A later issue owns this screen; until then it shows a translated coming-soon panel. */
  load?: () => Promise<PageModule>;
}

/** Every route of the product brief's section 2, plus the account-recovery screens users expect. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: "/",
    access: "public",
    titleKey: "nav.home",
    load: () => import("../features/landing/landing-page"),
  },
  { path: "/create-event", access: "protected", titleKey: "page.createEvent", requireEmailVerified: true },
  {
    path: "/create-islamic-event",
    access: "protected",
    titleKey: "page.createIslamicEvent",
    requireEmailVerified: true,
  },
  { path: "/discover-events", access: "public", titleKey: "page.discoverEvents" },
  {
    path: "/dashboard",
    access: "protected",
    titleKey: "page.dashboard",
    load: () => import("../features/dashboard/dashboard-page"),
  },
  {
    path: "/about",
    access: "public",
    titleKey: "about.title",
    load: () => import("../features/info/about-page"),
  },
  {
    path: "/get-involved",
    access: "public",
    titleKey: "involved.title",
    load: () => import("../features/info/get-involved-page"),
  },
  {
    path: "/donation",
    access: "public",
    titleKey: "donation.title",
    load: () => import("../features/donation/donation-page"),
  },
  {
    path: "/profile/edit",
    access: "protected",
    titleKey: "profile.title",
    load: () => import("../features/profile/edit-profile-page"),
  },
  { path: "/event/:id", access: "public", titleKey: "page.eventDetails" },
  { path: "/verification/request", access: "protected", titleKey: "page.verificationRequest" },
  {
    path: "/auth",
    access: "public",
    titleKey: "auth.welcome",
    load: () => import("../features/auth/auth-page"),
  },
  { path: "/ticket/:ticketId/event/:eventId", access: "protected", titleKey: "page.ticketDetails" },
  { path: "/my-tickets", access: "protected", titleKey: "page.myTickets" },
  { path: "/event/:id/checkin", access: "protected", titleKey: "page.checkin" },
  { path: "/event/:id/tickets", access: "protected", titleKey: "page.eventTickets" },
  { path: "/event/:id/registration-qr", access: "protected", titleKey: "page.registrationQr" },
  { path: "/register-event/:id", access: "protected", titleKey: "page.registerEvent" },
  {
    path: "/payment-success",
    access: "public",
    titleKey: "paymentSuccess.title",
    load: () => import("../features/donation/payment-success-page"),
  },
  {
    path: "/clone-event/:eventId",
    access: "protected",
    titleKey: "page.cloneEvent",
    requireEmailVerified: true,
  },
  { path: "/bulk-operations", access: "protected", titleKey: "page.bulkOperations" },
  { path: "/event-approvals", access: "protected", titleKey: "page.eventApprovals" },
  { path: "/event/:id/sessions", access: "protected", titleKey: "page.eventSessions" },
  { path: "/discover", access: "public", titleKey: "page.discover" },
  { path: "/analytics", access: "protected", titleKey: "page.analytics" },
  {
    path: "/verify-email",
    access: "public",
    titleKey: "verify.title",
    load: () => import("../features/auth/verify-email-page"),
  },
  { path: "/qr-test", access: "public", titleKey: "page.qrTest" },
  {
    path: "/pricing",
    access: "public",
    titleKey: "plans.title",
    load: () => import("../features/pricing/pricing-page"),
  },
  { path: "/qr-stress-test", access: "protected", titleKey: "page.qrStressTest" },
  {
    path: "/system-health",
    access: "public",
    titleKey: "health.title",
    load: () => import("../features/system-health/system-health-page"),
  },
  {
    path: "/forgot-password",
    access: "public",
    titleKey: "reset.forgotTitle",
    load: () => import("../features/auth/forgot-password-page"),
  },
  {
    path: "/reset-password",
    access: "public",
    titleKey: "reset.newTitle",
    load: () => import("../features/auth/reset-password-page"),
  },
  { path: "*", access: "public", titleKey: "notFound.title", load: () => import("./not-found-page") },
];

/** Menu entries shown only to platform admins; the services enforce the permission itself. */
export const ADMIN_LINKS = [
  { to: "/bulk-operations", labelKey: "nav.bulkOperations" },
  { to: "/event-approvals", labelKey: "nav.eventApprovals" },
  { to: "/system-health", labelKey: "nav.systemStatus" },
] as const satisfies ReadonlyArray<{ to: string; labelKey: MessageKey }>;
