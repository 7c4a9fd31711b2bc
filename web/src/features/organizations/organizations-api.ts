import {
  type TAcceptInvitationResponse,
  type TCreateOrganizationRequest,
  type TOrganization,
  ZAcceptInvitationResponse,
  ZOrganization,
} from "@mawid/contracts/identity";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

/** The new organisation, whose owner the caller becomes. */
export async function createOrganization(request: TCreateOrganizationRequest): Promise<TOrganization> {
  return parseBody(ZOrganization, await api.post("organizations", { json: request }).json(), "organization");
}

/** Joins the organisation the invitation is for, with the role it offers. */
export async function acceptInvitation(token: string): Promise<TAcceptInvitationResponse> {
  const body = await api.post(`invitations/${encodeURIComponent(token)}/accept`).json();
  return parseBody(ZAcceptInvitationResponse, body, "invitation");
}
