import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** One stream per organisation (its id), holding every verification request and decision. */
export const EVENTS_HOST_VERIFICATION_STREAM = "events.host-verification";

const at = z.iso.datetime({ offset: true });
const httpsUrl = zWebAddress("Use a link that starts with http:// or https://");

export const VerificationRequestedV1 = defineEvent(
  EVENTS_HOST_VERIFICATION_STREAM,
  "VerificationRequested",
  1,
  z.object({
    organizationId: z.uuid(),
    requestedBy: z.uuid(),
    details: z.string(),
    documentUrls: z.array(z.string()),
    contactPhone: z.string().nullable(),
    requestedAt: at,
  }),
);
/** The organisation is a verified host: its events are approved on submission and carry the badge. */
export const HostVerifiedV1 = defineEvent(
  EVENTS_HOST_VERIFICATION_STREAM,
  "HostVerified",
  1,
  z.object({ organizationId: z.uuid(), verifiedBy: z.uuid(), verifiedAt: at }),
);
export const VerificationRejectedV1 = defineEvent(
  EVENTS_HOST_VERIFICATION_STREAM,
  "VerificationRejected",
  1,
  z.object({ organizationId: z.uuid(), rejectedBy: z.uuid(), reason: z.string(), rejectedAt: at }),
);

export const EventsHostVerificationStream = defineStream(EVENTS_HOST_VERIFICATION_STREAM, [
  VerificationRequestedV1,
  HostVerifiedV1,
  VerificationRejectedV1,
]);
export type THostVerificationEvent = StreamEvent<typeof EventsHostVerificationStream>;
export type THostVerified = z.infer<typeof HostVerifiedV1.schema>;

/** `POST /api/v1/organizations/{id}/verification`, by the organisation's owners and admins. */
export const ZRequestVerificationRequest = z.object({
  details: z
    .string()
    .trim()
    .min(20, { error: "Tell us about your organisation in at least 20 characters" })
    .max(4000),
  documentUrls: z
    .array(httpsUrl)
    .min(1, { error: "Add at least one document" })
    .max(10, { error: "Add at most 10 documents" }),
  contactPhone: z.string().trim().min(5).max(40).optional(),
});
export type TRequestVerificationRequest = z.infer<typeof ZRequestVerificationRequest>;

/** `POST /api/v1/organizations/{id}/verification/reject`, by platform admins. */
export const ZRejectVerificationRequest = z.object({
  reason: z.string().trim().min(3, { error: "Give a reason" }).max(1000),
});
export type TRejectVerificationRequest = z.infer<typeof ZRejectVerificationRequest>;

export const ZVerificationStatus = z.enum(["none", "pending", "verified", "rejected"]);
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** An organisation's verification as its members and platform admins see it. */
export const ZHostVerification = z.object({
  organizationId: z.uuid(),
  status: ZVerificationStatus,
  details: z.string().nullable(),
  documentUrls: z.array(z.string()),
  contactPhone: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type THostVerification = z.infer<typeof ZHostVerification>;

/** `GET /api/v1/verification-requests`: the platform admins' queue, oldest first, with each organisation's name. */
export const ZVerificationQueue = z.object({
  items: z.array(ZHostVerification.extend({ organizationName: z.string().nullable() })),
});
export type TVerificationQueue = z.infer<typeof ZVerificationQueue>;
