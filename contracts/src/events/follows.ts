import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** One stream per user (their id): the organisations they follow. */
export const EVENTS_FOLLOWS_STREAM = "events.follows";

const at = z.iso.datetime({ offset: true });

export const OrganizationFollowedV1 = defineEvent(
  EVENTS_FOLLOWS_STREAM,
  "OrganizationFollowed",
  1,
  z.object({ userId: z.uuid(), organizationId: z.uuid(), followedAt: at }),
);
export const OrganizationUnfollowedV1 = defineEvent(
  EVENTS_FOLLOWS_STREAM,
  "OrganizationUnfollowed",
  1,
  z.object({ userId: z.uuid(), organizationId: z.uuid(), unfollowedAt: at }),
);

export const EventsFollowsStream = defineStream(EVENTS_FOLLOWS_STREAM, [
  OrganizationFollowedV1,
  OrganizationUnfollowedV1,
]);
export type TFollowEvent = StreamEvent<typeof EventsFollowsStream>;

/** `GET|PUT|DELETE /api/v1/organizations/{id}/follow`: whether I follow it, and how many do. */
export const ZFollowState = z.object({
  organizationId: z.uuid(),
  following: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type TFollowState = z.infer<typeof ZFollowState>;

/** `GET /api/v1/follows`: the organisations I follow, most recent first. */
export const ZFollowList = z.object({
  items: z.array(
    z.object({ organizationId: z.uuid(), organizationName: z.string().nullable(), followedAt: z.string() }),
  ),
});
export type TFollowList = z.infer<typeof ZFollowList>;
