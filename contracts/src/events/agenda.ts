import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";
import { ZInstant } from "./event-model.ts";

/** A speaker shows a photo only if they chose to give one. */
export const ZSpeakerFields = z.object({
  name: z.string().trim().min(1).max(120),
  bio: z.string().trim().max(2000).nullable().default(null),
  photoUrl: zWebAddress("Enter a web address starting with https://").max(2000).nullable().default(null),
});
export type TSpeakerFields = z.infer<typeof ZSpeakerFields>;

export const ZSpeaker = ZSpeakerFields.extend({ id: z.uuid() });
export type TSpeaker = z.infer<typeof ZSpeaker>;

export const ZSessionKind = z.enum(["talk", "prayer-break", "meal", "break", "q-and-a", "other"]);
export type TSessionKind = z.infer<typeof ZSessionKind>;

export const ZSessionFields = z.object({
  title: z.string().trim().min(1).max(200),
  startsAt: ZInstant,
  endsAt: ZInstant,
  room: z.string().trim().min(1).max(100).nullable().default(null),
  track: z.string().trim().min(1).max(100).nullable().default(null),
  speakerIds: z.array(z.uuid()).max(20).default([]),
  kind: ZSessionKind.default("talk"),
});
export type TSessionFields = z.infer<typeof ZSessionFields>;

export const ZSession = ZSessionFields.extend({ id: z.uuid() });
export type TSession = z.infer<typeof ZSession>;

const endsAfterStart = (s: { startsAt?: string; endsAt?: string }) =>
  !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt);
const endsAfterStartError = { error: "A session must end after it starts", path: ["endsAt"] };

/** `POST /api/v1/events/{id}/sessions` and `PUT /api/v1/events/{id}/sessions/{sessionId}`. */
export const ZSessionRequest = ZSessionFields.refine(endsAfterStart, endsAfterStartError);
export type TSessionRequest = z.input<typeof ZSessionRequest>;

/** `POST /api/v1/events/{id}/speakers` and `PUT /api/v1/events/{id}/speakers/{speakerId}`. */
export const ZSpeakerRequest = ZSpeakerFields;
export type TSpeakerRequest = z.input<typeof ZSpeakerRequest>;

/** The agenda, sorted by start, in the event's time zone (the event's timeZone). */
export const ZSessions = z.object({ timeZone: z.string(), items: z.array(ZSession) });
export type TSessions = z.infer<typeof ZSessions>;

export const ZSpeakers = z.object({ items: z.array(ZSpeaker) });
export type TSpeakers = z.infer<typeof ZSpeakers>;
