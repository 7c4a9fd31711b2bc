import type { TMemberRole } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../deps.ts";
import { webLink } from "../shared/web-link.ts";

/** How long an invitation's link joins, from when it is sent (or sent again). */
export const INVITATION_DAYS = 7;

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

/** The invitation's mail: who invites, as what, and the link that joins. */
export async function mailInvitation(
  deps: IdentityDeps,
  invitation: { email: string; role: TMemberRole; organizationName: string; token: string },
): Promise<void> {
  const { email, role, organizationName, token } = invitation;
  await deps.mailer.send({
    to: email,
    subject: `You are invited to join ${organizationName} on Mawid`,
    text: [
      "Assalamu alaikum,",
      "",
      `You have been invited to join ${organizationName} on Mawid as ${role}. Accept the invitation here:`,
      webLink(deps, `/invitations/${token}`),
      "",
      `The invitation works for ${INVITATION_DAYS} days.`,
    ].join("\n"),
  });
}
