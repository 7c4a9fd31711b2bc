/** Read model of each organisation's host verification, kept by the verification projection. */
export interface HostVerificationsTable {
  organization_id: string;
  status: "pending" | "verified" | "rejected";
  details: string;
  document_urls: string[];
  contact_phone: string | null;
  requested_by: string;
  requested_at: Date;
  decided_at: Date | null;
  rejection_reason: string | null;
}
