import type { Migration } from "@mawid/eventstore";
import * as initial from "./migrations/001-initial.ts";
import * as ticketTypesAndOrders from "./migrations/002-ticket-types-and-orders.ts";
import * as tickets from "./migrations/003-tickets.ts";
import * as promoCodesAndAddOns from "./migrations/004-promo-codes-and-add-ons.ts";
import * as refundsAndMail from "./migrations/005-refunds-and-mail.ts";
import * as attendeeList from "./migrations/006-attendee-list.ts";
import * as waitlist from "./migrations/007-waitlist.ts";
import * as admissions from "./migrations/008-admissions.ts";
import * as fairMarketValue from "./migrations/009-fair-market-value.ts";
import * as quotaReservations from "./migrations/010-quota-reservations.ts";
import * as placeOrders from "./migrations/011-place-orders.ts";
import * as waitingLines from "./migrations/012-waiting-lines.ts";
import * as reminders from "./migrations/013-reminders.ts";
import * as addOnWithdrawal from "./migrations/014-add-on-withdrawal.ts";

/**
 * The ticketing service's own migrations, oldest first, run by the platform's one runner after the event
 * store's and the inbox's. A new migration is a new numbered file in ./migrations and one line here;
 * a released one is never edited.
 */
export const ticketingMigrations: readonly Migration[] = [
  { name: "001-initial", up: initial.up },
  { name: "002-ticket-types-and-orders", up: ticketTypesAndOrders.up },
  { name: "003-tickets", up: tickets.up },
  { name: "004-promo-codes-and-add-ons", up: promoCodesAndAddOns.up },
  { name: "005-refunds-and-mail", up: refundsAndMail.up },
  { name: "006-attendee-list", up: attendeeList.up },
  { name: "007-waitlist", up: waitlist.up },
  { name: "008-admissions", up: admissions.up },
  { name: "009-fair-market-value", up: fairMarketValue.up },
  { name: "010-quota-reservations", up: quotaReservations.up },
  { name: "011-place-orders", up: placeOrders.up },
  { name: "012-waiting-lines", up: waitingLines.up },
  { name: "013-reminders", up: reminders.up },
  { name: "014-add-on-withdrawal", up: addOnWithdrawal.up },
];
