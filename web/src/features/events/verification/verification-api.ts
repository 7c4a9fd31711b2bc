import {
  type THostVerification,
  type TRequestVerificationRequest,
  ZHostVerification,
} from "@mawid/contracts/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/verification`;
const verificationKey = (organizationId: string) => ["events", "verification", organizationId] as const;

async function fetchVerification(organizationId: string): Promise<THostVerification> {
  return parseBody(ZHostVerification, await api.get(path(organizationId)).json(), "verification");
}

async function requestVerification(organizationId: string, body: TRequestVerificationRequest) {
  return parseBody(
    ZHostVerification,
    await api.post(path(organizationId), { json: body }).json(),
    "request verification",
  );
}

export function useVerification(organizationId: string | undefined) {
  return useQuery({
    queryKey: verificationKey(organizationId ?? ""),
    queryFn: () => fetchVerification(organizationId!),
    enabled: Boolean(organizationId),
  });
}

export function useRequestVerification(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestVerificationRequest) => requestVerification(organizationId, body),
    onSuccess: (answer) => client.setQueryData(verificationKey(organizationId), answer),
  });
}
