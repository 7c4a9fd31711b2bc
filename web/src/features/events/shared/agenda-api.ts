import {
  type TSession,
  type TSessionRequest,
  type TSessions,
  type TSpeaker,
  type TSpeakerRequest,
  type TSpeakers,
  ZSession,
  ZSessions,
  ZSpeaker,
  ZSpeakers,
} from "@mawid/contracts/events";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const base = (eventId: string) => `events/${encodeURIComponent(eventId)}`;

export async function fetchSessions(eventId: string): Promise<TSessions> {
  return parseBody(ZSessions, await api.get(`${base(eventId)}/sessions`).json(), "sessions");
}

export async function fetchSpeakers(eventId: string): Promise<TSpeakers> {
  return parseBody(ZSpeakers, await api.get(`${base(eventId)}/speakers`).json(), "speakers");
}

export async function addSession(eventId: string, body: TSessionRequest): Promise<TSession> {
  return parseBody(
    ZSession,
    await api.post(`${base(eventId)}/sessions`, { json: body }).json(),
    "add session",
  );
}

export async function removeSession(eventId: string, sessionId: string): Promise<void> {
  await api.delete(`${base(eventId)}/sessions/${encodeURIComponent(sessionId)}`);
}

export async function addSpeaker(eventId: string, body: TSpeakerRequest): Promise<TSpeaker> {
  return parseBody(
    ZSpeaker,
    await api.post(`${base(eventId)}/speakers`, { json: body }).json(),
    "add speaker",
  );
}

export async function removeSpeaker(eventId: string, speakerId: string): Promise<void> {
  await api.delete(`${base(eventId)}/speakers/${encodeURIComponent(speakerId)}`);
}
