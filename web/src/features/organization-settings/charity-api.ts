import { type TCharityDetails, ZCharityDetails } from "@mawid/contracts/identity";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

const key = (organizationId: string) => ["organizations", organizationId, "charity"] as const;
const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/charity`;

export async function fetchCharityDetails(organizationId: string): Promise<TCharityDetails> {
  return parseBody(ZCharityDetails, await api.get(path(organizationId)).json(), "charity details");
}

export async function saveCharityDetails(
  organizationId: string,
  details: TCharityDetails,
): Promise<TCharityDetails> {
  const body = await api.put(path(organizationId), { json: details }).json();
  return parseBody(ZCharityDetails, body, "charity details");
}

export const useCharityDetails = (organizationId: string) =>
  useQuery({ queryKey: key(organizationId), queryFn: () => fetchCharityDetails(organizationId) });

export function useSaveCharityDetails(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: TCharityDetails) => saveCharityDetails(organizationId, details),
    onSuccess: (saved) => client.setQueryData(key(organizationId), saved),
  });
}
