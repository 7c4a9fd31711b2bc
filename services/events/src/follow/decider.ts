import type { TFollowEvent } from "@mawid/contracts/events";
import type { Decider } from "@mawid/eventstore";

export type FollowEvent = TFollowEvent;

/** Following twice, or unfollowing what one does not follow, changes nothing and records nothing. */
export type FollowCommand =
  | { type: "FollowOrganization"; userId: string; organizationId: string; at: string }
  | { type: "UnfollowOrganization"; userId: string; organizationId: string; at: string };

export interface FollowState {
  following: ReadonlySet<string>;
}

export const followDecider: Decider<FollowCommand, FollowEvent, FollowState> = {
  initialState: { following: new Set() },
  decide(command, state) {
    const { userId, organizationId, at } = command;
    const follows = state.following.has(organizationId);
    if (command.type === "FollowOrganization") {
      return follows
        ? []
        : [{ type: "OrganizationFollowed", version: 1, data: { userId, organizationId, followedAt: at } }];
    }
    return follows
      ? [{ type: "OrganizationUnfollowed", version: 1, data: { userId, organizationId, unfollowedAt: at } }]
      : [];
  },
  evolve(state, event) {
    const following = new Set(state.following);
    if (event.type === "OrganizationFollowed") following.add(event.data.organizationId);
    else following.delete(event.data.organizationId);
    return { following };
  },
};
