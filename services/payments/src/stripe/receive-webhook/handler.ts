import type { FastifyInstance } from "fastify";
import { commandMeta } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { PaymentNotFoundError, WebhookSignatureInvalidError } from "../../errors.ts";
import { handleStripeEvent } from "../handle-stripe-event.ts";

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
      const { client, webhookSecret } = deps.stripe;
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body))
        throw new WebhookSignatureInvalidError();
      let event: ReturnType<typeof client.webhooks.constructEvent>;
      try {
        event = client.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new WebhookSignatureInvalidError();
      }
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
