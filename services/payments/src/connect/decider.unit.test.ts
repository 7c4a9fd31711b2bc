import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type ConnectedAccountEvent, connectedAccountDecider } from "./decider.ts";

const organizationId = "11111111-1111-4111-8111-111111111111";
const owner = "22222222-2222-4222-8222-222222222222";
const at = "2026-11-27T10:00:00.000Z";
const created: ConnectedAccountEvent = {
  type: "ConnectedAccountCreated",
  version: 1,
  data: { organizationId, accountId: "acct_1", createdBy: owner, createdAt: at },
};
const sync = (chargesEnabled: boolean, payoutsEnabled: boolean, reportedAt: string) => ({
  type: "SyncAccount" as const,
  accountId: "acct_1",
  chargesEnabled,
  payoutsEnabled,
  detailsSubmitted: chargesEnabled,
  reportedAt,
});
describe("connected account decider", () => {
  it("records the account Stripe created, once", () => {
    const record = { type: "RecordAccount" as const, organizationId, accountId: "acct_1", by: owner, at };
    given(connectedAccountDecider, []).when(record).then([created]);
    given(connectedAccountDecider, [created])
      .when({ ...record, accountId: "acct_2" })
      .then([]);
  });

  it("follows what Stripe reports, newest first wins", () => {
    const t1 = "2026-11-27T10:01:00.000Z";
    const t2 = "2026-11-27T10:02:00.000Z";
    given(connectedAccountDecider, [created])
      .when(sync(true, false, t1))
      .then([
        {
          type: "ConnectedAccountUpdated",
          version: 1,
          data: {
            organizationId,
            accountId: "acct_1",
            chargesEnabled: true,
            payoutsEnabled: false,
            detailsSubmitted: true,
            reportedAt: t1,
          },
        },
      ]);
    const charges = {
      type: "ConnectedAccountUpdated" as const,
      version: 1 as const,
      data: {
        organizationId,
        accountId: "acct_1",
        chargesEnabled: true,
        payoutsEnabled: false,
        detailsSubmitted: true,
        reportedAt: t2,
      },
    };
    // An older report, arriving late.
    given(connectedAccountDecider, [created, charges])
      .when(sync(false, false, t1))
      .then([]);
    // The same news again.
    given(connectedAccountDecider, [created, charges])
      .when(sync(true, false, t2))
      .then([]);
  });

  it("ignores reports about an account it never recorded", () => {
    given(connectedAccountDecider, [])
      .when(sync(true, true, at))
      .then([]);
    given(connectedAccountDecider, [created])
      .when({ ...sync(true, true, at), accountId: "acct_other" })
      .then([]);
  });
});
