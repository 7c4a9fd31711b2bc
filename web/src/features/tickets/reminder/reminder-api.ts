import { type TReminderSettings, type TReminderView, ZReminderView } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import { reminderGoingOut } from "./reminder-state";

export const reminderKey = (eventId: string) => ["tickets", "reminder", eventId] as const;
const path = (eventId: string) => `events/${encodeURIComponent(eventId)}/reminder`;

/** How often a reminder that is due is read again: the service's pass sends due reminders every minute. */
const GOING_OUT_POLL_MS = 30_000;

export async function fetchReminder(eventId: string): Promise<TReminderView> {
  return parseBody(ZReminderView, await api.get(path(eventId)).json(), "reminder");
}

export async function setReminder(eventId: string, settings: TReminderSettings): Promise<TReminderView> {
  const body = await api.put(path(eventId), { json: settings }).json();
  return parseBody(ZReminderView, body, "set reminder");
}

/** The reminder; while it is going out, read again until it says how many it went to. */
export const useReminder = (eventId: string, startsAt: string) =>
  useQuery({
    queryKey: reminderKey(eventId),
    queryFn: () => fetchReminder(eventId),
    refetchInterval: (query) =>
      query.state.data && reminderGoingOut(query.state.data, startsAt) ? GOING_OUT_POLL_MS : false,
  });

/** The answer is the reminder as it now stands, with its new due time: the card shows it as is. */
export function useSetReminder(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TReminderSettings) => setReminder(eventId, settings),
    onSuccess: (view) => client.setQueryData(reminderKey(eventId), view),
  });
}
