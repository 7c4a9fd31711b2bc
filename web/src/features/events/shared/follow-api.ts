import { type TFollowList, type TFollowState, ZFollowList, ZFollowState } from "@mawid/contracts/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const followsKey = ["events", "follows"] as const;

async function fetchFollows(): Promise<TFollowList> {
  return parseBody(ZFollowList, await api.get("follows").json(), "follows");
}

async function setFollow({ organizationId, follow }: { organizationId: string; follow: boolean }) {
  const path = `organizations/${encodeURIComponent(organizationId)}/follow`;
  const answer = follow ? api.put(path) : api.delete(path);
  return parseBody(ZFollowState, await answer.json(), "follow");
}

/** The organisations I follow: one request for every follow button on a page. */
export function useFollows(enabled: boolean) {
  return useQuery({ queryKey: followsKey, queryFn: fetchFollows, enabled });
}

/** Following shows at once; the list is read again behind it (discovery's ranking changes too). */
export function useSetFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: (state: TFollowState) => {
      client.setQueryData(followsKey, (list: TFollowList | undefined) => {
        if (!list) return list;
        const others = list.items.filter((item) => item.organizationId !== state.organizationId);
        const item = { organizationId: state.organizationId, organizationName: null, followedAt: "" };
        return { items: state.following ? [item, ...others] : others };
      });
      return Promise.all([
        client.invalidateQueries({ queryKey: followsKey }),
        client.invalidateQueries({ queryKey: ["events", "discover"] }),
      ]);
    },
  });
}
