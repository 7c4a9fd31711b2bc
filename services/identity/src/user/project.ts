import type { Transaction } from "kysely";
import { typed } from "../db/schema.ts";
import type { UserEvent } from "./decider.ts";

/** The users read model, updated in the transaction that appends the events. */
export async function projectUser(trx: Transaction<unknown>, events: readonly UserEvent[]): Promise<void> {
  const db = typed(trx);
  for (const event of events) {
    switch (event.type) {
      case "UserRegistered":
        await db
          .insertInto("users")
          .values({
            id: event.data.userId,
            email: event.data.email,
            email_verified: false,
            display_name: event.data.displayName,
            avatar_url: null,
            preferred_theme: "light",
            locale: "en",
            role: "user",
            created_at: new Date(event.data.registeredAt),
          })
          .execute();
        break;
      case "EmailVerified":
        await db
          .updateTable("users")
          .set({ email_verified: true })
          .where("id", "=", event.data.userId)
          .execute();
        break;
      case "PlatformRoleGranted":
        await db
          .updateTable("users")
          .set({ role: event.data.role })
          .where("id", "=", event.data.userId)
          .execute();
        break;
      case "ProfileUpdated": {
        const { displayName, avatarUrl, preferredTheme, locale } = event.data;
        await db
          .updateTable("users")
          .set({
            ...(displayName !== undefined && { display_name: displayName }),
            ...(avatarUrl !== undefined && { avatar_url: avatarUrl }),
            ...(preferredTheme !== undefined && { preferred_theme: preferredTheme }),
            ...(locale !== undefined && { locale }),
          })
          .where("id", "=", event.data.userId)
          .execute();
        break;
      }
      case "ExternalIdentityLinked":
        await db
          .insertInto("external_identities")
          .values({
            provider: event.data.provider,
            subject: event.data.subject,
            user_id: event.data.userId,
            linked_at: new Date(event.data.linkedAt),
          })
          .execute();
        break;
      case "PasswordChanged":
        break;
    }
  }
}
