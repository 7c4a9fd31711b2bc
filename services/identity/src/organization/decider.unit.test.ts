import { describe, it } from "vitest";
import { DEFAULT_TIER_FEATURES, type TMemberRole, type TWhiteLabelConfig } from "@mawid/contracts/identity";
import { ConflictError, ForbiddenError, NotFoundError } from "@mawid/service";
import { given } from "@mawid/eventstore";
import {
  FeatureNotInTierError,
  InvalidTokenError,
  InvitationEmailMismatchError,
  LastOwnerError,
} from "../errors.ts";
import { type Actor, organizationDecider, type OrganizationEvent } from "./decider.ts";

const organizationId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2026-11-22T10:00:00.000Z";
const ids = {
  owner: "11111111-1111-4111-8111-111111111111",
  admin: "22222222-2222-4222-8222-222222222222",
  staff: "33333333-3333-4333-8333-333333333333",
  scanner: "44444444-4444-4444-8444-444444444444",
  outsider: "55555555-5555-4555-8555-555555555555",
};
const actor = (userId: string, platformAdmin = false): Actor => ({ userId, platformAdmin });
const joined = (userId: string, role: TMemberRole, changedAt = at): OrganizationEvent => ({
  type: "MemberRoleChanged",
  version: 1,
  data: { organizationId, userId, role, previousRole: null, changedAt },
});
const created: OrganizationEvent = {
  type: "OrganizationCreated",
  version: 1,
  data: {
    organizationId,
    name: "Masjid Al-Noor",
    kind: "masjid",
    city: null,
    country: "GB",
    website: null,
    ownerId: ids.owner,
    createdAt: at,
  },
};
const team = [
  created,
  joined(ids.owner, "owner"),
  joined(ids.admin, "admin"),
  joined(ids.staff, "staff"),
  joined(ids.scanner, "scanner"),
];
const toTier = (tier: "masjid" | "organization"): OrganizationEvent => ({
  type: "TierChanged",
  version: 1,
  data: { organizationId, tier, previousTier: "free", changedAt: at },
});
const config: TWhiteLabelConfig = {
  isActive: true,
  primaryColor: "#1f7a5c",
  secondaryColor: "#c9a227",
  backgroundColor: "#ffffff",
  textColor: "#111111",
  organizationName: "Al-Noor",
  logoUrl: null,
  customFooterText: null,
  contactEmail: null,
  contactPhone: null,
  address: null,
  websiteUrl: null,
  showProductBranding: false,
};
const setWhiteLabel = (userId: string) => ({
  type: "SetWhiteLabel" as const,
  actor: actor(userId),
  config,
  featuresByTier: DEFAULT_TIER_FEATURES,
  at,
});

describe("organization decider", () => {
  it("creates an organisation with its creator as owner", () => {
    given(organizationDecider, [])
      .when({
        type: "CreateOrganization",
        organizationId,
        actor: actor(ids.owner),
        name: "Masjid Al-Noor",
        kind: "masjid",
        country: "gb",
        at,
      })
      .then([created, joined(ids.owner, "owner")]);
  });

  it("lets owners and admins invite, and no one else", () => {
    const invite = (userId: string) => ({
      type: "InviteMember" as const,
      actor: actor(userId),
      invitationId: "66666666-6666-4666-8666-666666666666",
      email: "new@example.org",
      role: "staff" as const,
      expiresAt: "2026-11-29T10:00:00.000Z",
      at,
    });
    for (const userId of [ids.owner, ids.admin]) {
      given(organizationDecider, team)
        .when(invite(userId))
        .then([
          {
            type: "MemberInvited",
            version: 1,
            data: {
              organizationId,
              invitationId: "66666666-6666-4666-8666-666666666666",
              email: "new@example.org",
              role: "staff",
              invitedBy: userId,
              expiresAt: "2026-11-29T10:00:00.000Z",
            },
          },
        ]);
    }
    for (const userId of [ids.staff, ids.scanner, ids.outsider]) {
      given(organizationDecider, team).when(invite(userId)).thenThrows(ForbiddenError);
    }
  });

  describe("invitations", () => {
    const invitationId = "77777777-7777-4777-8777-777777777777";
    const invited: OrganizationEvent = {
      type: "MemberInvited",
      version: 1,
      data: {
        organizationId,
        invitationId,
        email: "new@example.org",
        role: "scanner",
        invitedBy: ids.owner,
        expiresAt: "2026-11-29T10:00:00.000Z",
      },
    };
    const accepted: OrganizationEvent = {
      type: "InvitationAccepted",
      version: 1,
      data: { organizationId, invitationId, userId: ids.outsider, acceptedAt: at },
    };
    const accept = {
      type: "AcceptInvitation" as const,
      invitationId,
      userId: ids.outsider,
      email: "new@example.org",
      at,
    };

    it("joins the invitee with the invited role", () => {
      given(organizationDecider, [...team, invited])
        .when(accept)
        .then([accepted, joined(ids.outsider, "scanner")]);
    });

    it("refuses someone signed in with another email", () => {
      given(organizationDecider, [...team, invited])
        .when({ ...accept, email: "other@example.org" })
        .thenThrows(InvitationEmailMismatchError);
    });

    it("refuses an expired or already accepted invitation", () => {
      given(organizationDecider, [...team, invited])
        .when({ ...accept, at: "2026-12-01T00:00:00.000Z" })
        .thenThrows(InvalidTokenError);
      given(organizationDecider, [...team, invited, accepted])
        .when(accept)
        .thenThrows(InvalidTokenError);
    });

    const revoke = (by: string) => ({
      type: "RevokeInvitation" as const,
      actor: actor(by),
      invitationId,
      at,
    });
    const revoked: OrganizationEvent = {
      type: "InvitationRevoked",
      version: 1,
      data: { organizationId, invitationId, revokedBy: ids.admin, revokedAt: at },
    };

    it("lets owners and admins take an invitation back, after which its link joins no one", () => {
      given(organizationDecider, [...team, invited])
        .when(revoke(ids.admin))
        .then([revoked]);
      for (const userId of [ids.staff, ids.scanner, ids.outsider])
        given(organizationDecider, [...team, invited])
          .when(revoke(userId))
          .thenThrows(ForbiddenError);
      given(organizationDecider, [...team, invited, revoked])
        .when(accept)
        .thenThrows(InvalidTokenError);
    });

    it("takes back neither an unknown nor an accepted invitation", () => {
      given(organizationDecider, team).when(revoke(ids.owner)).thenThrows(NotFoundError);
      given(organizationDecider, [...team, invited, revoked])
        .when(revoke(ids.owner))
        .thenThrows(NotFoundError);
      given(organizationDecider, [...team, invited, accepted])
        .when(revoke(ids.owner))
        .thenThrows(ConflictError);
    });
    const renew = (by: string) => ({
      type: "RenewInvitation" as const,
      actor: actor(by),
      invitationId,
      expiresAt: "2026-12-08T10:00:00.000Z",
      at: "2026-12-01T10:00:00.000Z",
    });
    const renewed: OrganizationEvent = {
      type: "InvitationRenewed",
      version: 1,
      data: {
        organizationId,
        invitationId,
        expiresAt: "2026-12-08T10:00:00.000Z",
        renewedBy: ids.admin,
        renewedAt: "2026-12-01T10:00:00.000Z",
      },
    };

    it("lets owners and admins send an invitation again, expired too, which then joins until its new expiry", () => {
      given(organizationDecider, [...team, invited])
        .when(renew(ids.admin))
        .then([renewed]);
      for (const userId of [ids.staff, ids.scanner, ids.outsider])
        given(organizationDecider, [...team, invited])
          .when(renew(userId))
          .thenThrows(ForbiddenError);
      const later = { ...accept, at: "2026-12-05T00:00:00.000Z" };
      given(organizationDecider, [...team, invited])
        .when(later)
        .thenThrows(InvalidTokenError);
      given(organizationDecider, [...team, invited, renewed])
        .when(later)
        .then([
          {
            type: "InvitationAccepted",
            version: 1,
            data: { organizationId, invitationId, userId: ids.outsider, acceptedAt: later.at },
          },
          joined(ids.outsider, "scanner", later.at),
        ]);
    });

    it("sends again neither an unknown, a revoked nor an accepted invitation", () => {
      given(organizationDecider, team).when(renew(ids.owner)).thenThrows(NotFoundError);
      given(organizationDecider, [...team, invited, revoked])
        .when(renew(ids.owner))
        .thenThrows(NotFoundError);
      given(organizationDecider, [...team, invited, accepted])
        .when(renew(ids.owner))
        .thenThrows(ConflictError);
    });
  });

  describe("requests to join", () => {
    const requestId = "88888888-8888-4888-8888-888888888888";
    const ask = (userId = ids.outsider) => ({
      type: "AskToJoin" as const,
      actor: actor(userId),
      requestId,
      message: "I can scan tickets at the sisters' door",
      at,
    });
    const asked: OrganizationEvent = {
      type: "JoinRequested",
      version: 1,
      data: {
        organizationId,
        requestId,
        userId: ids.outsider,
        message: "I can scan tickets at the sisters' door",
        requestedAt: at,
      },
    };
    const answer = (by: string, role: "admin" | "staff" | "scanner" | null) => ({
      type: "AnswerJoinRequest" as const,
      actor: actor(by),
      requestId,
      role,
      at,
    });
    const answered = (role: "scanner" | null): OrganizationEvent => ({
      type: "JoinRequestAnswered",
      version: 1,
      data: { organizationId, requestId, userId: ids.outsider, role, answeredBy: ids.admin, answeredAt: at },
    });

    it("records someone's request once, however often they ask, and refuses a member's", () => {
      given(organizationDecider, team).when(ask()).then([asked]);
      given(organizationDecider, [...team, asked])
        .when({ ...ask(), requestId: "99999999-9999-4999-8999-999999999999" })
        .then([]);
      given(organizationDecider, team).when(ask(ids.scanner)).thenThrows(ConflictError);
    });

    it("lets owners and admins take the person on with a role, or decline, and no one else", () => {
      given(organizationDecider, [...team, asked])
        .when(answer(ids.admin, "scanner"))
        .then([answered("scanner"), joined(ids.outsider, "scanner")]);
      given(organizationDecider, [...team, asked])
        .when(answer(ids.admin, null))
        .then([answered(null)]);
      for (const userId of [ids.staff, ids.scanner, ids.outsider])
        given(organizationDecider, [...team, asked])
          .when(answer(userId, "scanner"))
          .thenThrows(ForbiddenError);
    });

    it("answers a request once, and lets a declined person ask again", () => {
      given(organizationDecider, [...team, asked, answered(null)])
        .when(answer(ids.admin, "scanner"))
        .thenThrows(NotFoundError);
      given(organizationDecider, team).when(answer(ids.admin, "scanner")).thenThrows(NotFoundError);
      given(organizationDecider, [...team, asked, answered(null)])
        .when(ask())
        .then([asked]);
    });

    it("lets the person take their waiting request back, after which it cannot be answered", () => {
      const withdraw = { type: "WithdrawJoinRequest" as const, actor: actor(ids.outsider), at };
      const withdrawn: OrganizationEvent = {
        type: "JoinRequestWithdrawn",
        version: 1,
        data: { organizationId, requestId, userId: ids.outsider, withdrawnAt: at },
      };
      given(organizationDecider, [...team, asked])
        .when(withdraw)
        .then([withdrawn]);
      given(organizationDecider, [...team, asked, withdrawn])
        .when(answer(ids.admin, "scanner"))
        .thenThrows(NotFoundError);
      given(organizationDecider, [...team, asked, withdrawn])
        .when(withdraw)
        .thenThrows(NotFoundError);
      given(organizationDecider, [...team, asked])
        .when({ ...withdraw, actor: actor(ids.staff) })
        .thenThrows(NotFoundError);
    });

    it("keeps the role of someone who joined by an invitation meanwhile", () => {
      given(organizationDecider, [...team, asked, joined(ids.outsider, "staff")])
        .when(answer(ids.admin, "scanner"))
        .then([answered("scanner")]);
    });
  });

  describe("roles", () => {
    const change = (by: string, userId: string, role: TMemberRole) => ({
      type: "ChangeMemberRole" as const,
      actor: actor(by),
      userId,
      role,
      at,
    });

    it("lets an admin make staff a scanner", () => {
      given(organizationDecider, team)
        .when(change(ids.admin, ids.staff, "scanner"))
        .then([
          {
            type: "MemberRoleChanged",
            version: 1,
            data: {
              organizationId,
              userId: ids.staff,
              role: "scanner",
              previousRole: "staff",
              changedAt: at,
            },
          },
        ]);
    });

    it("keeps ownership in owners' hands", () => {
      given(organizationDecider, team)
        .when(change(ids.admin, ids.staff, "owner"))
        .thenThrows(ForbiddenError);
      given(organizationDecider, team)
        .when(change(ids.admin, ids.owner, "staff"))
        .thenThrows(ForbiddenError);
    });

    it("never leaves an organisation without an owner", () => {
      given(organizationDecider, team)
        .when(change(ids.owner, ids.owner, "admin"))
        .thenThrows(LastOwnerError, "LAST_OWNER");
      given(organizationDecider, team)
        .when({ type: "RemoveMember", actor: actor(ids.owner), userId: ids.owner, at })
        .thenThrows(LastOwnerError);
    });

    it("refuses staff, scanners and outsiders", () => {
      for (const by of [ids.staff, ids.scanner, ids.outsider]) {
        given(organizationDecider, team)
          .when(change(by, ids.scanner, "staff"))
          .thenThrows(ForbiddenError);
      }
    });

    it("lets a member leave", () => {
      given(organizationDecider, team)
        .when({ type: "RemoveMember", actor: actor(ids.scanner), userId: ids.scanner, at })
        .then([
          {
            type: "MemberRoleChanged",
            version: 1,
            data: { organizationId, userId: ids.scanner, role: null, previousRole: "scanner", changedAt: at },
          },
        ]);
    });

    it("answers not found for someone who is not a member", () => {
      given(organizationDecider, team)
        .when(change(ids.owner, ids.outsider, "staff"))
        .thenThrows(NotFoundError);
    });
  });

  it("changes tiers for platform admins only", () => {
    given(organizationDecider, team)
      .when({ type: "ChangeTier", actor: actor(ids.owner), tier: "organization", at })
      .thenThrows(ForbiddenError);
    given(organizationDecider, team)
      .when({ type: "ChangeTier", actor: actor(ids.outsider, true), tier: "masjid", at })
      .then([toTier("masjid")]);
  });

  it("allows white-label only on a tier whose features include it", () => {
    given(organizationDecider, team)
      .when(setWhiteLabel(ids.owner))
      .thenThrows(FeatureNotInTierError, "FEATURE_NOT_IN_TIER");
    given(organizationDecider, [...team, toTier("masjid")])
      .when(setWhiteLabel(ids.admin))
      .thenThrows(FeatureNotInTierError);
    given(organizationDecider, [...team, toTier("organization")])
      .when(setWhiteLabel(ids.admin))
      .then([{ type: "WhiteLabelChanged", version: 1, data: { organizationId, config, changedAt: at } }]);
    given(organizationDecider, [...team, toTier("organization")])
      .when(setWhiteLabel(ids.staff))
      .thenThrows(ForbiddenError, "FORBIDDEN");
  });

  it("lets owners and admins set the charity details, once per change", () => {
    const details = { charityName: "Al-Noor Educational Trust", charityNumber: "1123456" };
    const changed: OrganizationEvent = {
      type: "CharityDetailsChanged",
      version: 1,
      data: { organizationId, ...details, changedAt: at },
    };
    const setCharity = (userId: string) =>
      ({ type: "SetCharityDetails", actor: actor(userId), details, at }) as const;
    given(organizationDecider, team).when(setCharity(ids.owner)).then([changed]);
    given(organizationDecider, team).when(setCharity(ids.admin)).then([changed]);
    given(organizationDecider, [...team, changed])
      .when(setCharity(ids.admin))
      .then([]);
    given(organizationDecider, team).when(setCharity(ids.staff)).thenThrows(ForbiddenError, "FORBIDDEN");
    given(organizationDecider, []).when(setCharity(ids.owner)).thenThrows(NotFoundError);
  });
});
