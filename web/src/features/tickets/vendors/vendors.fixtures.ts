import type { TVendorView } from "@mawid/contracts/ticketing";
import { EVENT_ID } from "../../events/shared/events.fixtures";

/* The marketplace vendors the vendors' and add-ons' tests share, as the service answers them. */

export const AL_NOOR_ID = "4b2a7c10-9d9d-4a1e-8f2b-000000000001";
export const BARAKAH_ID = "4b2a7c10-9d9d-4a1e-8f2b-000000000002";

export const vendorsPath = `/api/v1/events/${EVENT_ID}/vendors`;

export function aVendor(overrides: Partial<TVendorView> = {}): TVendorView {
  return {
    id: AL_NOOR_ID,
    eventId: EVENT_ID,
    name: "Al-Noor Kitchen",
    contactName: "Hamza Qureshi",
    contactEmail: "hamza@alnoor.example",
    contactPhone: "+44 20 7946 0018",
    certificationBody: "Halal Food Authority",
    certificateNumber: "HFA-2027-118",
    certificateExpiresOn: "2027-12-31",
    certificateValid: true,
    ...overrides,
  };
}

/** A vendor whose certificate lapsed: its meals are not offered to buyers. */
export const barakahGrill = () =>
  aVendor({
    id: BARAKAH_ID,
    name: "Barakah Grill",
    contactName: "",
    contactEmail: null,
    contactPhone: null,
    certificationBody: "Halal Monitoring Committee",
    certificateNumber: "HMC-0042",
    certificateExpiresOn: "2025-01-31",
    certificateValid: false,
  });
