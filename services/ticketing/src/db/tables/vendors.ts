/** Read model of an event's halal marketplace vendors. */
export interface VendorsTable {
  vendor_id: string;
  event_id: string;
  name: string;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  certification_body: string;
  certificate_number: string;
  /** YYYY-MM-DD, read as text: the certificate is valid through that day. */
  certificate_expires_on: string;
  added_at: Date;
}
