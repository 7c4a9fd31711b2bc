import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { EventClosedError, UnknownAddOnError, VendorNotFoundError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import { type AddOnsCommand, type AddOnsEvent, addOnsDecider } from "./decider.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const actorId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const addOnId = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const vendorId = "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-01T10:00:00.000Z";
const fields = {
  name: "Iftar plate",
  description: "",
  kind: "meal" as const,
  price: 1200,
  currency: "USD",
  stock: 300,
  maxPerOrder: 10,
  vendorId,
};
const create = (
  vendorIds: readonly string[] = [vendorId],
  status: EventSnapshot["status"] = "published",
): AddOnsCommand => ({
  type: "CreateAddOn",
  event: { eventId, organizationId, status },
  vendorIds,
  addOnId,
  fields,
  actorId,
  at,
});

describe("add-ons", () => {
  it("creates an add-on sold by one of the event's vendors", () => {
    given(addOnsDecider, [])
      .when(create())
      .then([
        {
          type: "AddOnCreated",
          version: 1,
          data: { ...fields, eventId, organizationId, addOnId, createdBy: actorId, createdAt: at },
        },
      ]);
  });

  it("refuses a vendor of another event, and an event that is cancelled or over", () => {
    given(addOnsDecider, []).when(create([])).thenThrows(VendorNotFoundError, "VENDOR_NOT_FOUND");
    given(addOnsDecider, [])
      .when(create([vendorId], "cancelled"))
      .thenThrows(EventClosedError);
  });

  const created: AddOnsEvent = {
    type: "AddOnCreated",
    version: 1,
    data: { ...fields, eventId, organizationId, addOnId, createdBy: actorId, createdAt: at },
  };
  const withdraw = (status: EventSnapshot["status"] = "published"): AddOnsCommand => ({
    type: "WithdrawAddOn",
    event: { eventId, organizationId, status },
    addOnId,
    actorId,
    at,
  });
  const withdrawn: AddOnsEvent = {
    type: "AddOnWithdrawn",
    version: 1,
    data: { eventId, organizationId, addOnId, withdrawnBy: actorId, withdrawnAt: at },
  };

  it("withdraws an add-on once, even once the event is over", () => {
    given(addOnsDecider, [created]).when(withdraw()).then([withdrawn]);
    given(addOnsDecider, [created]).when(withdraw("completed")).then([withdrawn]);
    given(addOnsDecider, [created, withdrawn]).when(withdraw()).then([]);
  });

  it("knows no add-on by an id it never made", () => {
    given(addOnsDecider, []).when(withdraw()).thenThrows(UnknownAddOnError, "ADD_ON_NOT_FOUND");
  });
});
