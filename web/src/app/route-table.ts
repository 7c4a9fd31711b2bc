import type { ComponentType } from "react";
import type { MessageKey } from "../shared/i18n/messages/en";
import { type Access, ORGANISATION_MANAGER, ORGANISER, PLATFORM_ADMIN, PUBLIC, SIGNED_IN } from "./access";

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  access: Access;
  /** The document's title on this screen. */
  titleKey: MessageKey;
  /** The screen's own chunk, downloaded when the route is first visited. */
  load: () => Promise<PageModule>;
}

/** Publishing and selling need an organiser's role and a verified address. */
const PUBLISHER: Access = { ...ORGANISER, emailVerified: true };

/**
 * Every route of the product brief's section 2, plus the screens users expect beside them: account
 * recovery, registering an organisation and accepting an invitation to one.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: "/",
    access: PUBLIC,
    titleKey: "nav.home",
    load: () => import("../features/landing/landing-page"),
  },
  {
    path: "/create-event",
    access: PUBLISHER,
    titleKey: "page.createEvent",
    load: () => import("../features/events/create-event/create-event-page"),
  },
  {
    path: "/create-islamic-event",
    access: PUBLISHER,
    titleKey: "page.createIslamicEvent",
    load: () => import("../features/events/islamic-creator/islamic-creator-page"),
  },
  {
    path: "/discover-events",
    access: PUBLIC,
    titleKey: "page.discoverEvents",
    load: () => import("../features/events/discover/discover-events-page"),
  },
  {
    path: "/dashboard",
    access: SIGNED_IN,
    titleKey: "page.dashboard",
    load: () => import("../features/dashboard/dashboard-page"),
  },
  {
    path: "/about",
    access: PUBLIC,
    titleKey: "about.title",
    load: () => import("../features/info/about-page"),
  },
  {
    path: "/get-involved",
    access: PUBLIC,
    titleKey: "involved.title",
    load: () => import("../features/info/get-involved-page"),
  },
  {
    path: "/donation",
    access: PUBLIC,
    titleKey: "donation.title",
    load: () => import("../features/donation/donation-page"),
  },
  {
    path: "/profile/edit",
    access: SIGNED_IN,
    titleKey: "profile.title",
    load: () => import("../features/profile/edit-profile-page"),
  },
  {
    path: "/event/:id",
    access: PUBLIC,
    titleKey: "page.eventDetails",
    load: () => import("../features/events/event-page/event-page"),
  },
  {
    path: "/verification/request",
    access: SIGNED_IN,
    titleKey: "page.verificationRequest",
    load: () => import("../features/events/verification/verification-page"),
  },
  {
    path: "/auth",
    access: PUBLIC,
    titleKey: "auth.welcome",
    load: () => import("../features/auth/auth-page"),
  },
  {
    path: "/ticket/:ticketId/event/:eventId",
    access: SIGNED_IN,
    titleKey: "page.ticketDetails",
    load: () => import("../features/tickets/ticket/ticket-page"),
  },
  {
    path: "/my-tickets",
    access: SIGNED_IN,
    titleKey: "page.myTickets",
    load: () => import("../features/tickets/my-tickets/my-tickets-page"),
  },
  {
    path: "/event/:id/checkin",
    // an enrolled device scans without an account: the page asks a member to sign in only without one
    access: PUBLIC,
    titleKey: "page.checkin",
    load: () => import("../features/checkin/checkin-page"),
  },
  {
    path: "/event/:id/tickets",
    access: ORGANISER,
    titleKey: "page.eventTickets",
    load: () => import("../features/tickets/host/event-tickets-page"),
  },
  {
    path: "/event/:id/registration-qr",
    access: ORGANISER,
    titleKey: "page.registrationQr",
    load: () => import("../features/tickets/poster/registration-qr-page"),
  },
  {
    path: "/register-event/:id",
    access: SIGNED_IN,
    titleKey: "page.registerEvent",
    load: () => import("../features/tickets/register/register-event-page"),
  },
  {
    path: "/payment-success",
    access: PUBLIC,
    titleKey: "paymentSuccess.title",
    load: () => import("../features/payments/payment-success/payment-success-page"),
  },
  {
    path: "/checkout/test/:paymentId",
    access: SIGNED_IN,
    titleKey: "pay.test.title",
    load: () => import("../features/payments/test-checkout/test-checkout-page"),
  },
  {
    path: "/checkout/test/subscription/:subscriptionId",
    access: SIGNED_IN,
    titleKey: "subscribe.test.title",
    load: () => import("../features/pricing/test-subscription-checkout/test-subscription-checkout-page"),
  },
  {
    path: "/organization/:id/finance",
    access: ORGANISATION_MANAGER,
    titleKey: "finance.title",
    load: () => import("../features/payments/finance/finance-page"),
  },
  {
    path: "/organization/new",
    access: SIGNED_IN,
    titleKey: "page.createOrganization",
    load: () => import("../features/organizations/create-organization/create-organization-page"),
  },
  {
    path: "/invitations/:token",
    access: SIGNED_IN,
    titleKey: "page.acceptInvitation",
    load: () => import("../features/organizations/accept-invitation/accept-invitation-page"),
  },
  {
    path: "/organization/:id/settings",
    access: ORGANISATION_MANAGER,
    titleKey: "orgSettings.title",
    load: () => import("../features/organization-settings/organization-settings-page"),
  },
  {
    path: "/clone-event/:eventId",
    access: PUBLISHER,
    titleKey: "page.cloneEvent",
    load: () => import("../features/events/clone/clone-event-page"),
  },
  {
    path: "/bulk-operations",
    access: ORGANISATION_MANAGER,
    titleKey: "page.bulkOperations",
    load: () => import("../features/events/bulk/bulk-operations-page"),
  },
  {
    path: "/event-approvals",
    access: PLATFORM_ADMIN,
    titleKey: "page.eventApprovals",
    load: () => import("../features/events/approvals/approvals-page"),
  },
  {
    path: "/event/:id/sessions",
    access: ORGANISER,
    titleKey: "page.eventSessions",
    load: () => import("../features/events/sessions/sessions-page"),
  },
  {
    path: "/discover",
    access: PUBLIC,
    titleKey: "page.discover",
    load: () => import("../features/events/discover/personal-discovery-page"),
  },
  {
    path: "/analytics",
    access: ORGANISATION_MANAGER,
    titleKey: "page.analytics",
    load: () => import("../features/analytics/analytics-page"),
  },
  {
    path: "/verify-email",
    access: PUBLIC,
    titleKey: "verify.title",
    load: () => import("../features/auth/verify-email-page"),
  },
  {
    path: "/qr-test",
    access: PUBLIC,
    titleKey: "page.qrTest",
    load: () => import("../features/checkin/qr-test/qr-test-page"),
  },
  {
    path: "/pricing",
    access: PUBLIC,
    titleKey: "plans.title",
    load: () => import("../features/pricing/pricing-page"),
  },
  {
    path: "/qr-stress-test",
    access: ORGANISER,
    titleKey: "page.qrStressTest",
    load: () => import("../features/checkin/stress/qr-stress-test-page"),
  },
  {
    path: "/system-health",
    access: PUBLIC,
    titleKey: "health.title",
    load: () => import("../features/system-health/system-health-page"),
  },
  {
    path: "/forgot-password",
    access: PUBLIC,
    titleKey: "reset.forgotTitle",
    load: () => import("../features/auth/forgot-password-page"),
  },
  {
    path: "/reset-password",
    access: PUBLIC,
    titleKey: "reset.newTitle",
    load: () => import("../features/auth/reset-password-page"),
  },
  { path: "*", access: PUBLIC, titleKey: "notFound.title", load: () => import("./not-found-page") },
];

/** The access of the route a link opens, so a menu shows only what the guard would let through. */
export function accessOf(path: string): Access {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in the route table`);
  return route.access;
}
