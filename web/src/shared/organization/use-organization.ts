import { type TOrganization, ZOrganization } from "@mawid/contracts/identity";
import { useQuery } from "@tanstack/react-query";
import { api } from "../http/client";
import { parseBody } from "../http/parse-response";

async function fetchOrganization(id: string): Promise<TOrganization> {
  return parseBody(
    ZOrganization,
    await api.get(`organizations/${encodeURIComponent(id)}`).json(),
    "organization",
  );
}

/** An organisation's public profile (its name, country, verification), read once per page visit. */
export function useOrganization(id: string | null) {
  return useQuery({
    queryKey: ["organizations", id],
    queryFn: () => fetchOrganization(id ?? ""),
    enabled: id !== null,
  });
}
