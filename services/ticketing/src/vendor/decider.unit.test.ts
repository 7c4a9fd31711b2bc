import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { EventClosedError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import { type VendorsCommand, vendorsDecider } from "./decider.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const actorId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const vendorId = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-01T10:00:00.000Z";
const fields = {
  name: "Al-Noor Kitchen",
  contactName: "Yusuf",
  contactEmail: "kitchen@example.org",
  contactPhone: null,
  certificationBody: "Halal Monitoring Committee",
  certificateNumber: "HMC-2291",
  certificateExpiresOn: "2027-12-31",
};
const add = (status: EventSnapshot["status"] = "draft"): VendorsCommand => ({
  type: "AddVendor",
  event: { eventId, organizationId, status },
  vendorId,
  fields,
  actorId,
  at,
});

describe("vendors", () => {
  it("adds a vendor with its halal certificate, drafts too", () => {
    given(vendorsDecider, [])
      .when(add())
      .then([
        {
          type: "VendorAdded",
          version: 1,
          data: { ...fields, eventId, organizationId, vendorId, addedBy: actorId, addedAt: at },
        },
      ]);
  });

  it("refuses an event that is cancelled or over", () => {
    given(vendorsDecider, []).when(add("completed")).thenThrows(EventClosedError);
  });
});
