import type { EventState } from "../../event/state.ts";

/**
 * Read model of each event, its sessions and speakers: the aggregate's state as the event projection
 * folds it, with the columns the approval queue and the scheduler search by.
 */
export interface EventDetailsTable {
  id: string;
  organization_id: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  publish_at: Date | null;
  submitted_at: Date | null;
  series_id: string | null;
  state: EventState;
}
