import type { Transaction } from "kysely";
import { eventsDb } from "../db/tables.ts";
import type { FollowEvent } from "./decider.ts";

/** follows, in the append's transaction. */
export async function projectFollows(
  trx: Transaction<unknown>,
  events: readonly FollowEvent[],
): Promise<void> {
  const db = eventsDb(trx);
  for (const event of events) {
    const { userId, organizationId } = event.data;
    if (event.type === "OrganizationFollowed") {
      await db
        .insertInto("follows")
        .values({
          user_id: userId,
          organization_id: organizationId,
          followed_at: new Date(event.data.followedAt),
        })
        .onConflict((oc) => oc.columns(["user_id", "organization_id"]).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom("follows")
        .where("user_id", "=", userId)
        .where("organization_id", "=", organizationId)
        .execute();
    }
  }
}
