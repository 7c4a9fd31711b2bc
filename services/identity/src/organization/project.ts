import type { Transaction } from "kysely";
import { typed } from "../db/schema.ts";
import type { OrganizationEvent } from "./decider.ts";

/** organizations, memberships, invitations and white_label_configs, in the append's transaction. */
export async function projectOrganization(
  trx: Transaction<unknown>,
  events: readonly OrganizationEvent[],
): Promise<void> {
  const db = typed(trx);
  for (const event of events) {
    switch (event.type) {
      case "OrganizationCreated": {
        const d = event.data;
        await db
          .insertInto("organizations")
          .values({
            id: d.organizationId,
            name: d.name,
            kind: d.kind,
            city: d.city,
            country: d.country,
            website: d.website,
            tier: "free",
            verified: false,
            created_at: new Date(d.createdAt),
          })
          .execute();
        break;
      }
      case "OrganizationVerified":
        await db
          .updateTable("organizations")
          .set({ verified: true })
          .where("id", "=", event.data.organizationId)
          .execute();
        break;
      case "MemberInvited": {
        const d = event.data;
        await db
          .insertInto("invitations")
          .values({
            id: d.invitationId,
            organization_id: d.organizationId,
            email: d.email,
            role: d.role,
            invited_by: d.invitedBy,
            expires_at: new Date(d.expiresAt),
            accepted_at: null,
          })
          .execute();
        break;
      }
      case "InvitationAccepted":
        await db
          .updateTable("invitations")
          .set({ accepted_at: new Date(event.data.acceptedAt) })
          .where("id", "=", event.data.invitationId)
          .execute();
        break;
      case "InvitationRevoked":
        await db.deleteFrom("invitations").where("id", "=", event.data.invitationId).execute();
        break;
      case "InvitationRenewed":
        await db
          .updateTable("invitations")
          .set({ expires_at: new Date(event.data.expiresAt) })
          .where("id", "=", event.data.invitationId)
          .execute();
        break;
      case "JoinRequested": {
        const d = event.data;
        await db
          .insertInto("join_requests")
          .values({
            id: d.requestId,
            organization_id: d.organizationId,
            user_id: d.userId,
            message: d.message,
            requested_at: new Date(d.requestedAt),
          })
          .execute();
        break;
      }
      case "JoinRequestAnswered":
      case "JoinRequestWithdrawn":
        await db.deleteFrom("join_requests").where("id", "=", event.data.requestId).execute();
        break;
      case "MemberRoleChanged": {
        const { organizationId, userId, role, changedAt } = event.data;
        if (role === null) {
          await db
            .deleteFrom("memberships")
            .where("organization_id", "=", organizationId)
            .where("user_id", "=", userId)
            .execute();
        } else {
          await db
            .insertInto("memberships")
            .values({
              organization_id: organizationId,
              user_id: userId,
              role,
              joined_at: new Date(changedAt),
            })
            .onConflict((oc) => oc.columns(["organization_id", "user_id"]).doUpdateSet({ role }))
            .execute();
        }
        break;
      }
      case "TierChanged":
        await db
          .updateTable("organizations")
          .set({ tier: event.data.tier })
          .where("id", "=", event.data.organizationId)
          .execute();
        break;
      case "WhiteLabelChanged": {
        const { organizationId, config, changedAt } = event.data;
        const row = {
          is_active: config.isActive,
          config: JSON.stringify(config) as never,
          updated_at: new Date(changedAt),
        };
        await db
          .insertInto("white_label_configs")
          .values({ organization_id: organizationId, ...row })
          .onConflict((oc) => oc.column("organization_id").doUpdateSet(row))
          .execute();
        break;
      }
      case "CharityDetailsChanged":
        await db
          .updateTable("organizations")
          .set({ charity_name: event.data.charityName, charity_number: event.data.charityNumber })
          .where("id", "=", event.data.organizationId)
          .execute();
        break;
    }
  }
}
