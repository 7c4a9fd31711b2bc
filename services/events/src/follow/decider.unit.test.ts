import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type FollowEvent, followDecider } from "./decider.ts";

const userId = "11111111-1111-4111-8111-111111111111";
const organizationId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2026-11-24T10:00:00.000Z";
const followed: FollowEvent = {
  type: "OrganizationFollowed",
  version: 1,
  data: { userId, organizationId, followedAt: at },
};
const unfollowed: FollowEvent = {
  type: "OrganizationUnfollowed",
  version: 1,
  data: { userId, organizationId, unfollowedAt: at },
};

describe("follow decider", () => {
  it("follows an organisation once", () => {
    given(followDecider, [])
      .when({ type: "FollowOrganization", userId, organizationId, at })
      .then([followed]);
    given(followDecider, [followed])
      .when({ type: "FollowOrganization", userId, organizationId, at })
      .then([]);
  });

  it("unfollows only what is followed", () => {
    given(followDecider, [followed])
      .when({ type: "UnfollowOrganization", userId, organizationId, at })
      .then([unfollowed]);
    given(followDecider, [followed, unfollowed])
      .when({ type: "UnfollowOrganization", userId, organizationId, at })
      .then([]);
  });
});
