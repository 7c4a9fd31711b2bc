import { z } from "zod";

export const ZOrganizationParams = z.object({ id: z.uuid({ error: "Unknown organisation" }) });
export const ZMemberParams = ZOrganizationParams.extend({ userId: z.uuid({ error: "Unknown member" }) });
export const ZInvitationParams = ZOrganizationParams.extend({
  invitationId: z.uuid({ error: "Unknown invitation" }),
});
export const ZJoinRequestParams = ZOrganizationParams.extend({
  requestId: z.uuid({ error: "Unknown request to join" }),
});
