import type { TSessionRequest, TSpeakerRequest } from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addSession, addSpeaker, removeSession, removeSpeaker } from "../shared/agenda-api";
import { sessionsKey, speakersKey } from "../shared/agenda-queries";

/** Each change reads the agenda again, so the list shows the service's order and its ids. */
export function useAgendaMutations(eventId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sessionsKey(eventId) }),
      client.invalidateQueries({ queryKey: speakersKey(eventId) }),
    ]);
  return {
    addSession: useMutation({
      mutationFn: (b: TSessionRequest) => addSession(eventId, b),
      onSuccess: refresh,
    }),
    removeSession: useMutation({
      mutationFn: (id: string) => removeSession(eventId, id),
      onSuccess: refresh,
    }),
    addSpeaker: useMutation({
      mutationFn: (b: TSpeakerRequest) => addSpeaker(eventId, b),
      onSuccess: refresh,
    }),
    removeSpeaker: useMutation({
      mutationFn: (id: string) => removeSpeaker(eventId, id),
      onSuccess: refresh,
    }),
  };
}
