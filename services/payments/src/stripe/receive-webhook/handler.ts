import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { commandMeta } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { PaymentNotFoundError, WebhookSignatureInvalidError } from "../../errors.ts";
import { handleStripeEvent } from "../handle-stripe-event.ts";

/** The event, if the signature verifies with one of the endpoints' secrets. */
function verified(
  client: Stripe,
  body: Buffer,
  signature: string,
  secrets: readonly (string | undefined)[],
): Stripe.Event | null {
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return client.webhooks.constructEvent(body, signature, secret);
    } catch {
      // Signed for the other endpoint, or forged: the next secret decides.
    }
  }
  return null;
}

/**
 * `POST /api/v1/payments/webhooks/stripe`: Stripe's events, verified by the SDK against the raw body
 * and the endpoint's secret, each handled once by its event id (a replay changes nothing). 404 when
 * Stripe is not configured.
 */
export async function registerReceiveStripeWebhook(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps them unparsed.
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/v1/payments/webhooks/stripe", async (request) => {
      if (!deps.stripe) throw new PaymentNotFoundError();
      const { client, webhookSecret, connectWebhookSecret } = deps.stripe;
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body))
        throw new WebhookSignatureInvalidError();
      // Connected accounts' events (account.updated) come from the Connect endpoint, signed with its own secret.
      const event = verified(client, request.body, signature, [webhookSecret, connectWebhookSecret]);
      if (!event) throw new WebhookSignatureInvalidError();
      const now = new Date();
      await deps.db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto("stripe_events")
          .values({ event_id: event.id, type: event.type, received_at: now })
          .onConflict((oc) => oc.column("event_id").doNothing())
          .returning("event_id")
          .executeTakeFirst();
        if (fresh) await handleStripeEvent(trx, client, event, commandMeta(request, now));
      });
      return { received: true };
    });
  });
}
