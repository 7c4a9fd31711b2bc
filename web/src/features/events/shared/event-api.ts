import {
  type TCancelRequest,
  type TCreateEventRequest,
  type TEvent,
  type TUpdateEventRequest,
  ZEvent,
} from "@mawid/contracts/events";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const path = (id: string) => `events/${encodeURIComponent(id)}`;

export async function fetchEvent(id: string): Promise<TEvent> {
  return parseBody(ZEvent, await api.get(path(id)).json(), "event");
}

export async function createEvent(body: TCreateEventRequest): Promise<TEvent> {
  return parseBody(ZEvent, await api.post("events", { json: body }).json(), "create event");
}

export async function updateEvent(id: string, body: TUpdateEventRequest): Promise<TEvent> {
  return parseBody(ZEvent, await api.patch(path(id), { json: body }).json(), "update event");
}

export async function submitEvent(id: string): Promise<TEvent> {
  return parseBody(ZEvent, await api.post(`${path(id)}/submit`).json(), "submit event");
}

export async function cancelEvent(id: string, body: TCancelRequest): Promise<TEvent> {
  return parseBody(ZEvent, await api.post(`${path(id)}/cancel`, { json: body }).json(), "cancel event");
}
