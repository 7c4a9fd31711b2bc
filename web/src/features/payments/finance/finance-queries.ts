import { useQuery } from "@tanstack/react-query";
import { fetchDonationSummary, fetchLedger, fetchPayouts } from "../shared/payments-api";

const key = (organizationId: string) => ["payments", "organizations", organizationId] as const;

export const useDonationSummary = (organizationId: string) =>
  useQuery({
    queryKey: [...key(organizationId), "summary"],
    queryFn: () => fetchDonationSummary(organizationId),
  });

export const useLedger = (organizationId: string) =>
  useQuery({ queryKey: [...key(organizationId), "ledger"], queryFn: () => fetchLedger(organizationId) });

export const usePayouts = (organizationId: string) =>
  useQuery({ queryKey: [...key(organizationId), "payouts"], queryFn: () => fetchPayouts(organizationId) });
