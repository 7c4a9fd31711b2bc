import type { TMyWaitlistEntry } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { acceptOffer, fetchMyWaitlist } from "./waitlist-api";

export const myWaitlistKey = ["tickets", "waitlist", "mine"] as const;

export function useMyWaitlist() {
  return useQuery({ queryKey: myWaitlistKey, queryFn: fetchMyWaitlist });
}

/** Waiting or holding an offer: what a person can still act on. */
export const isActive = (entry: TMyWaitlistEntry) => entry.status === "waiting" || entry.status === "offered";

/** Takes the offer and goes to its order on the registration page, where it is paid (or already done). */
export function useTakeOffer() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const report = useTicketErrorPolicy();
  const take = useMutation({ mutationFn: (entry: TMyWaitlistEntry) => acceptOffer(entry.offer!.id) });
  return {
    pending: take.isPending,
    take: (entry: TMyWaitlistEntry) =>
      take.mutate(entry, {
        onSuccess: (order) => {
          void client.invalidateQueries({ queryKey: myWaitlistKey });
          navigate(`/register-event/${entry.eventId}?order=${order.id}`);
        },
        onError: (error) => {
          void client.invalidateQueries({ queryKey: myWaitlistKey });
          report(error, { fallback: "wl.failed" });
        },
      }),
  };
}
