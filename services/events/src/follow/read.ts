import type { Kysely } from "kysely";
import type { TFollowState } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";

export async function followState(
  db: Kysely<EventsDatabase>,
  organizationId: string,
  userId: string | null,
): Promise<TFollowState> {
  const row = await db
    .selectFrom("follows")
    .select((eb) => [
      eb.fn.countAll<string>().as("followers"),
      userId === null
        ? eb.val(0).as("mine")
        : eb.fn.countAll<string>().filterWhere("user_id", "=", userId).as("mine"),
    ])
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return { organizationId, following: Number(row.mine) > 0, followers: Number(row.followers) };
}
