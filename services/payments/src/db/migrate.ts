import type { Migration } from "@mawid/eventstore";
import * as payments from "./migrations/001-payments.ts";
import * as knownOrganizations from "./migrations/002-known-organizations.ts";
import * as paymentDetails from "./migrations/003-payment-details.ts";
import * as receipts from "./migrations/004-receipts.ts";
import * as subscriptions from "./migrations/005-subscriptions.ts";
import * as connect from "./migrations/006-connect.ts";
import * as recurringGifts from "./migrations/007-recurring-gifts.ts";
import * as charityDetails from "./migrations/008-charity-details.ts";
import * as ticketBenefits from "./migrations/009-ticket-benefits.ts";
import * as recurringChargesDue from "./migrations/010-recurring-charges-due.ts";

/**
 * The payments service's own migrations, oldest first, run by the platform's one runner after the
 * event store's and the inbox's. A new migration is a new numbered file and one line here.
 */
export const paymentsMigrations: readonly Migration[] = [
  { name: "001-payments", up: payments.up },
  { name: "002-known-organizations", up: knownOrganizations.up },
  { name: "003-payment-details", up: paymentDetails.up },
  { name: "004-receipts", up: receipts.up },
  { name: "005-subscriptions", up: subscriptions.up },
  { name: "006-connect", up: connect.up },
  { name: "007-recurring-gifts", up: recurringGifts.up },
  { name: "008-charity-details", up: charityDetails.up },
  { name: "009-ticket-benefits", up: ticketBenefits.up },
  { name: "010-recurring-charges-due", up: recurringChargesDue.up },
];
