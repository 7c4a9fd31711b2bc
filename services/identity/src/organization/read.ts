import {
  MANAGER_ROLES,
  type TMember,
  type TMemberRole,
  type TOrganization,
  type TTier,
} from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError, NotFoundError } from "@mawid/service";
import type { Db } from "../db/schema.ts";
import { type Actor, MANAGERS_ONLY } from "./decider.ts";

export function actorOf(claims: TAccessClaims): Actor {
  return { userId: claims.sub, platformAdmin: claims.role === "admin" };
}

export async function getOrganization(db: Db, id: string): Promise<TOrganization> {
  const o = await db.selectFrom("organizations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!o) throw new NotFoundError("Organisation not found");
  return {
    id: o.id,
    name: o.name,
    kind: o.kind,
    city: o.city,
    country: o.country,
    website: o.website,
    tier: o.tier,
    verified: o.verified,
    createdAt: o.created_at.toISOString(),
  };
}

/** The person's role in the organisation, or undefined when they are not on its team. */
export async function roleOf(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<TMemberRole | undefined> {
  const m = await db
    .selectFrom("memberships")
    .select("role")
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return m?.role;
}

/** Read access to an organisation's private views is for its members only. */
export async function requireMember(db: Db, organizationId: string, userId: string): Promise<TMemberRole> {
  await getOrganization(db, organizationId);
  const role = await roleOf(db, organizationId, userId);
  if (!role) throw new ForbiddenError("You are not a member of this organisation");
  return role;
}

/** The caller's role when it manages the organisation, as the decider's commands ask of its managers. */
export async function requireManager(db: Db, organizationId: string, userId: string): Promise<TMemberRole> {
  const role = await requireMember(db, organizationId, userId);
  if (!MANAGER_ROLES.includes(role)) throw new ForbiddenError(MANAGERS_ONLY);
  return role;
}

export async function featuresByTier(db: Db): Promise<Record<TTier, string[]>> {
  const rows = await db
    .selectFrom("subscription_features")
    .select(["tier", "feature_name"])
    .where("is_enabled", "=", true)
    .execute();
  const table: Record<TTier, string[]> = { free: [], masjid: [], organization: [], enterprise: [] };
  for (const r of rows) table[r.tier]?.push(r.feature_name);
  return table;
}

/** The organisation's members as its team list shows them, in the order they joined; or the one named. */
export async function readMembers(db: Db, organizationId: string, userId?: string): Promise<TMember[]> {
  let query = db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.user_id", "u.email", "u.display_name", "m.role", "m.joined_at"])
    .where("m.organization_id", "=", organizationId);
  if (userId !== undefined) query = query.where("m.user_id", "=", userId);
  const rows = await query.orderBy("m.joined_at").execute();
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    displayName: r.display_name,
    role: r.role,
    joinedAt: r.joined_at.toISOString(),
  }));
}
