import type { TAttendeeEmailJob, TSendAttendeeEmailRequest } from "@mawid/contracts/ticketing";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchAttendeeEmailJobs, fetchAudienceCount, sendAttendeeEmail } from "./messages-api";

const jobsKey = (eventId: string) => ["tickets", "attendee-emails", eventId] as const;

/** How often the list is asked again while a message is still going out. */
export const SENDING_POLL_MS = 2_000;

const sending = (jobs: readonly TAttendeeEmailJob[] | undefined) =>
  jobs?.some((job) => job.status === "sending") ?? false;

/**
 * The event's sent messages. While one is still going out the list is asked again every
 * SENDING_POLL_MS, so the host watches the counts rise; once all are done it stops asking.
 */
export function useAttendeeEmailJobs(eventId: string) {
  return useQuery({
    queryKey: jobsKey(eventId),
    queryFn: () => fetchAttendeeEmailJobs(eventId),
    refetchInterval: (query) => (sending(query.state.data) ? SENDING_POLL_MS : false),
  });
}

/**
 * Who a message to the chosen audience would reach now. The last count stays on screen while the next
 * is asked, so the line does not flicker as the host picks sections.
 */
export function useAudienceCount(
  eventId: string,
  sections: readonly string[],
  ticketTypeIds: readonly string[],
) {
  const audience = { sections: [...sections].sort(), ticketTypeIds: [...ticketTypeIds].sort() };
  return useQuery({
    queryKey: ["tickets", "attendee-emails", eventId, "recipients", audience],
    queryFn: () => fetchAudienceCount(eventId, audience),
    placeholderData: keepPreviousData,
  });
}

export function useSendAttendeeEmail(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendAttendeeEmailRequest) => sendAttendeeEmail(eventId, request),
    // The new job heads the list at once (and, still sending, starts the polling) before the list
    // is asked again.
    onSuccess: (job) => {
      client.setQueryData<TAttendeeEmailJob[]>(jobsKey(eventId), (jobs = []) => [
        job,
        ...jobs.filter((j) => j.id !== job.id),
      ]);
      void client.invalidateQueries({ queryKey: jobsKey(eventId) });
    },
  });
}
