import { type KeyObject, sign } from "node:crypto";
import { encodeTicketSecret, type TicketSecretFields, ticketSecretMessage } from "@mawid/contracts/ticketing";

/** node:crypto's synchronous Ed25519: no promise per ticket when an order of fifty is issued. */
export function signTicketSecret(fields: TicketSecretFields, privateKey: KeyObject): string {
  const message = ticketSecretMessage(fields);
  return encodeTicketSecret(message, sign(null, message, privateKey));
}
