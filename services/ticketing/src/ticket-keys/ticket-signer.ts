import type { TicketSecretFields } from "@mawid/contracts/ticketing";
import { ticketSecretDigest } from "@mawid/contracts/ticketing/secret-digest";
import { signTicketSecret } from "./sign-ticket-secret.ts";
import type { TicketSigningKey } from "./ticket-key-store.ts";

/** Signs tickets with one event key; the same fields are signed once however often they are asked for. */
export interface TicketSigner {
  kid: string;
  secretOf(fields: TicketSecretFields): string;
  /** The digest announced in the tickets' events (ticketSecretDigest of the secret). */
  digestOf(fields: TicketSecretFields): string;
}

/**
 * A command's signer: the decider asks for each new ticket's digest, the transaction then stores the
 * secrets themselves, and neither signs a ticket twice.
 */
export function ticketSigner(key: TicketSigningKey): TicketSigner {
  const secrets = new Map<string, string>();
  const secretOf = (fields: TicketSecretFields) => {
    if (fields.kid !== key.kid)
      throw new Error(`a ticket for key ${fields.kid} cannot be signed by ${key.kid}`);
    const id = JSON.stringify(fields);
    let secret = secrets.get(id);
    if (secret === undefined) {
      secret = signTicketSecret(fields, key.privateKey);
      secrets.set(id, secret);
    }
    return secret;
  };
  return { kid: key.kid, secretOf, digestOf: (fields) => ticketSecretDigest(secretOf(fields)) };
}
