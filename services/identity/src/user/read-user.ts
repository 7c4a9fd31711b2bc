import type { Selectable } from "kysely";
import type { TMembership, TProfile, TUser } from "@mawid/contracts/identity";
import { NotFoundError } from "@mawid/service";
import type { Db } from "../db/schema.ts";
import type { UsersTable } from "../db/tables/users.ts";

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    createdAt: row.created_at.toISOString(),
  };
}

export function toProfile(row: UserRow): TProfile {
  return {
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    preferredTheme: row.preferred_theme,
    locale: row.locale,
    role: row.role,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function getUser(db: Db, id: string): Promise<UserRow> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("Account not found");
  return row;
}

export async function membershipsOf(db: Db, userId: string): Promise<TMembership[]> {
  const rows = await db
    .selectFrom("memberships as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select(["m.organization_id", "o.name", "m.role", "o.tier"])
    .where("m.user_id", "=", userId)
    .orderBy("o.name")
    .execute();
  return rows.map((r) => ({
    organizationId: r.organization_id,
    organizationName: r.name,
    role: r.role,
    tier: r.tier,
  }));
}
