import { z } from "zod";

/** `/api/v1/organizations/{id}/...` paths the events service answers. */
export const ZOrganizationIdParams = z.object({ id: z.uuid({ error: "Unknown organisation" }) });
export type TOrganizationIdParams = z.infer<typeof ZOrganizationIdParams>;
