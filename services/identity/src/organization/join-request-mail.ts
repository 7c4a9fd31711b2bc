import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../deps.ts";

/**
 * Tells the organisation's owners and admins that someone asked to join its team, with their message
 * and the settings page where the request is answered.
 */
export async function mailJoinRequest(
  deps: IdentityDeps,
  request: { organizationId: string; organizationName: string; userId: string; message: string },
): Promise<void> {
  const [asker, managers] = await Promise.all([
    deps.db
      .selectFrom("users")
      .select(["display_name", "email"])
      .where("id", "=", request.userId)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("u.email")
      .where("m.organization_id", "=", request.organizationId)
      .where("m.role", "in", MANAGER_ROLES)
      .execute(),
  ]);
  const link = `${deps.config.PUBLIC_URL.replace(/\/$/, "")}/organization/${request.organizationId}/settings`;
  const text = [
    "Assalamu alaikum,",
    "",
    `${asker.display_name} (${asker.email}) asked to join ${request.organizationName}'s team on Mawid.`,
    ...(request.message ? ["", `"${request.message}"`] : []),
    "",
    `Take them on, with the role they should have, or decline, on the team card: ${link}`,
  ].join("\n");
  for (const { email } of managers)
    await deps.mailer.send({
      to: email,
      subject: `${asker.display_name} asked to join ${request.organizationName}`,
      text,
    });
}
