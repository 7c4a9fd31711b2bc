import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";
import { ZEmail } from "./auth-forms.ts";
import { ZTier } from "./tiers.ts";

export const ZOrganizationKind = z.enum(["masjid", "school", "organization"]);
export type TOrganizationKind = z.infer<typeof ZOrganizationKind>;

/** owner and admin manage the organisation; staff manage events; scanner only checks people in. */
export const ZMemberRole = z.enum(["owner", "admin", "staff", "scanner"]);
export type TMemberRole = z.infer<typeof ZMemberRole>;

export const ZCreateOrganizationRequest = z.object({
  name: z.string().trim().min(2, { error: "Name must be at least 2 characters" }).max(120),
  kind: ZOrganizationKind,
  city: z.string().trim().max(120).optional(),
  country: z.string().trim().length(2, { error: "Use a two-letter country code" }).optional(),
  website: zWebAddress().optional(),
});
export type TCreateOrganizationRequest = z.infer<typeof ZCreateOrganizationRequest>;

export const ZOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: ZOrganizationKind,
  city: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  tier: ZTier,
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZMembership = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  role: ZMemberRole,
  tier: ZTier,
});
export type TMembership = z.infer<typeof ZMembership>;

export const ZMember = z.object({
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: ZMemberRole,
  joinedAt: z.iso.datetime(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZInviteMemberRequest = z.object({
  email: ZEmail,
  role: ZMemberRole.exclude(["owner"]),
});
export type TInviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;
export const ZChangeMemberRoleRequest = z.object({ role: ZMemberRole });

/**
 * `POST /api/v1/organizations/{id}/join-requests`: someone signed in offers to help (a volunteer at
 * the door, say) and asks the organisation's owners and admins to take them on, with a word on how.
 */
export const ZJoinRequestBody = z.object({
  message: z.string().trim().max(500, { error: "Keep your message to 500 characters" }).default(""),
});
export type TJoinRequestBody = z.input<typeof ZJoinRequestBody>;

/** Where the signed-in person stands with an organisation: asked and waiting, in it, or neither. */
export const ZJoinRequestStatus = z.object({ status: z.enum(["none", "pending", "member"]) });
export type TJoinRequestStatus = z.infer<typeof ZJoinRequestStatus>;

/** A request the owners and admins have still to answer. */
export const ZJoinRequest = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
  displayName: z.string(),
  email: z.string(),
  message: z.string(),
  requestedAt: z.iso.datetime(),
});
export type TJoinRequest = z.infer<typeof ZJoinRequest>;
export const ZJoinRequestsResponse = z.object({ joinRequests: z.array(ZJoinRequest) });
export type TJoinRequestsResponse = z.infer<typeof ZJoinRequestsResponse>;

/** Taking someone on names their role; an owner is made afterwards, by an owner, as with invitations. */
export const ZAcceptJoinRequestBody = z.object({ role: ZMemberRole.exclude(["owner"]) });
export type TAcceptJoinRequestBody = z.infer<typeof ZAcceptJoinRequestBody>;

/**
 * A registered charity's details, printed on its donation receipts: the name it is registered under
 * and its number (e.g. a charity number in England and Wales, an EIN in the United States). Either
 * may be cleared with null; a number needs the name it belongs to.
 */
export const ZCharityDetails = z
  .object({
    charityName: z
      .string()
      .trim()
      .min(2, { error: "Charity name must be at least 2 characters" })
      .max(160)
      .nullable(),
    charityNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/, {
        error: "Use letters, digits, spaces, dots, dashes or slashes (at most 30)",
      })
      .nullable(),
  })
  .refine((d) => d.charityNumber === null || d.charityName !== null, {
    path: ["charityName"],
    error: "Enter the charity's registered name with its number",
  });
export type TCharityDetails = z.infer<typeof ZCharityDetails>;
