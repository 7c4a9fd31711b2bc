/** Ticketing's own view of each event, kept from the events service's announcements on the bus. */
export interface KnownEventsTable {
  event_id: string;
  organization_id: string;
  status: string;
  time_zone: string;
  capacity: number | null;
  starts_at: Date;
  ends_at: Date;
}
