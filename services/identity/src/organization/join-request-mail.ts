import { MANAGER_ROLES, type TMemberRole } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../deps.ts";
import { webLink } from "../shared/web-link.ts";
import { readMembers } from "./read.ts";

/**
 * Tells the organisation's owners and admins that someone asked to join its team, with their message
 * and the settings page where the request is answered.
 */
export async function mailJoinRequest(
  deps: IdentityDeps,
  request: { organizationId: string; organizationName: string; userId: string; message: string },
): Promise<void> {
  const [asker, members] = await Promise.all([
    deps.db
      .selectFrom("users")
      .select(["display_name", "email"])
      .where("id", "=", request.userId)
      .executeTakeFirstOrThrow(),
    readMembers(deps.db, request.organizationId),
  ]);
  const managers = members.filter((m) => MANAGER_ROLES.includes(m.role));
  const link = webLink(deps, `/organization/${request.organizationId}/settings`);
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

/** Tells someone taken on that they are on the team now, as what, and where their screens are. */
export async function mailTakenOn(
  deps: IdentityDeps,
  member: { email: string; organizationName: string; role: TMemberRole },
): Promise<void> {
  await deps.mailer.send({
    to: member.email,
    subject: `You are on ${member.organizationName}'s team on Mawid`,
    text: [
      "Assalamu alaikum,",
      "",
      `${member.organizationName} took you on as ${member.role}. JazakAllahu khairan for offering to help.`,
      `Your organisation's screens are on your dashboard: ${webLink(deps, "/dashboard")}`,
    ].join("\n"),
  });
}

/**
 * Tells someone whose request was declined, so they are not left waiting, and where else they can
 * help; they may ask again later.
 */
export async function mailDeclined(
  deps: IdentityDeps,
  request: { userId: string; organizationName: string },
): Promise<void> {
  const asker = await deps.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", request.userId)
    .executeTakeFirstOrThrow();
  await deps.mailer.send({
    to: asker.email,
    subject: `Your request to join ${request.organizationName}'s team`,
    text: [
      "Assalamu alaikum,",
      "",
      `${request.organizationName} could not take you on their team this time. JazakAllahu khairan for offering to help.`,
      `Other ways to help, and other teams looking for volunteers: ${webLink(deps, "/get-involved")}`,
    ].join("\n"),
  });
}
