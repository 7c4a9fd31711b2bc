import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-context";
import { fetchDiscovery } from "../events/discover/discovery-api";
import { useFollows } from "../events/shared/follow-api";
import { useOrganization } from "../../shared/organization/use-organization";

export interface OrganizationOption {
  value: string;
  label: string;
}

/** Hosts of upcoming public events whose text matches the search: identity has no public list of organisations. */
async function searchHosts(search: string): Promise<OrganizationOption[]> {
  const page = await fetchDiscovery(new URLSearchParams(search ? { q: search } : {}));
  return page.items.flatMap((e) =>
    e.organizationName ? [{ value: e.organizationId, label: e.organizationName }] : [],
  );
}

/**
 * The organisations a donor can choose: one asked for by the address (?organization=), those they
 * belong to or follow, and the hosts of public events matching what they type; each listed once.
 */
export function useOrganizationOptions(search: string, preselected: string | null) {
  const { me, user } = useAuth();
  const follows = useFollows(user !== null);
  const chosen = useOrganization(preselected);
  const hosts = useQuery({
    queryKey: ["donation", "hosts", search],
    queryFn: () => searchHosts(search),
    staleTime: 60_000,
  });
  const all: OrganizationOption[] = [
    ...(chosen.data ? [{ value: chosen.data.id, label: chosen.data.name }] : []),
    ...(me?.organizations ?? []).map((o) => ({ value: o.organizationId, label: o.organizationName })),
    ...(follows.data?.items ?? []).flatMap((f) =>
      f.organizationName ? [{ value: f.organizationId, label: f.organizationName }] : [],
    ),
    ...(hosts.data ?? []),
  ];
  const seen = new Set<string>();
  const options = all.filter((o) => !seen.has(o.value) && seen.add(o.value));
  return { options, loading: hosts.isFetching || chosen.isFetching };
}
