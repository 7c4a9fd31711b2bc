/** Read model of each organisation's venues, kept by the venue projection. */
export interface VenuesTable {
  id: string;
  organization_id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string | null;
  capacity: number | null;
  facilities: string[];
  created_at: Date;
  updated_at: Date;
}
