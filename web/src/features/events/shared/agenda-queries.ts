import { useQuery } from "@tanstack/react-query";
import { fetchSessions, fetchSpeakers } from "./agenda-api";

export const sessionsKey = (eventId: string) => ["events", "sessions", eventId] as const;
export const speakersKey = (eventId: string) => ["events", "speakers", eventId] as const;

export function useSessions(eventId: string) {
  return useQuery({ queryKey: sessionsKey(eventId), queryFn: () => fetchSessions(eventId) });
}

export function useSpeakers(eventId: string) {
  return useQuery({ queryKey: speakersKey(eventId), queryFn: () => fetchSpeakers(eventId) });
}
