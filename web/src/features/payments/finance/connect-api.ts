import {
  type TConnectAccountView,
  type TConnectLinkResponse,
  ZConnectAccountView,
  ZConnectLinkResponse,
} from "@mawid/contracts/payments";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/connect`;

export async function fetchConnectAccount(organizationId: string): Promise<TConnectAccountView> {
  return parseBody(ZConnectAccountView, await api.get(path(organizationId)).json(), "Stripe account");
}

/** A fresh, single-use link to Stripe's onboarding (the account is created the first time). */
export async function startConnect(organizationId: string): Promise<TConnectLinkResponse> {
  return parseBody(ZConnectLinkResponse, await api.post(path(organizationId)).json(), "Stripe onboarding");
}
