import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDonateRequest, ZDonateResponse } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import { transferFor } from "../../connect/read.ts";
import type { PaymentsDeps } from "../../deps.ts";
import { GiftAidInvalidError, OrganizationNotFoundError } from "../../errors.ts";
import { handlePaymentCommand } from "../../payment/handle.ts";

/**
 * `POST /api/v1/donations`: a gift to one fund of an organisation, paid through checkout like an
 * order, with no platform fee. Gift Aid is a UK scheme: only on gifts in pounds sterling.
 */
export function registerDonate(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/donations",
      { schema: { body: ZDonateRequest, response: { 201: ZDonateResponse } } },
      async (request, reply) => {
        const now = new Date();
        const user = requireUser(request);
        const body = request.body;
        if (body.giftAid && body.currency !== "GBP") {
          throw new GiftAidInvalidError("Gift Aid applies to donations in pounds sterling (GBP) only");
        }
        const organization = await deps.db
          .selectFrom("known_organizations")
          .select("organization_id")
          .where("organization_id", "=", body.organizationId)
          .executeTakeFirst();
        if (!organization) throw new OrganizationNotFoundError();
        const paymentId = randomUUID();
        const donationId = randomUUID();
        const transfer = await transferFor(deps.db, deps.provider, body.organizationId, 0);
        const checkout = await deps.provider.open({
          paymentId,
          amount: body.amount,
          currency: body.currency,
          description: `Donation (${body.fund})`,
          expiresAt: null,
          saveCard: body.recurring !== undefined,
          transfer,
        });
        await handlePaymentCommand(
          deps.db,
          paymentId,
          {
            type: "StartPayment",
            payment: {
              paymentId,
              organizationId: body.organizationId,
              payerId: user.sub,
              orderId: null,
              donation: {
                donationId,
                amount: body.amount,
                fund: body.fund,
                recurring: body.recurring ?? null,
                anonymous: body.anonymous,
                message: body.message || null,
                giftAid: body.giftAid ?? null,
              },
              amount: body.amount,
              currency: body.currency,
              breakdown: { tickets: 0, fees: 0, feesAbsorbed: 0 },
              provider: deps.provider.name,
              providerRef: checkout.providerRef,
              url: checkout.url,
              startedAt: now.toISOString(),
            },
            transfer,
          },
          commandMeta(request, now),
        );
        return reply.status(201).send({ donationId, paymentId, url: checkout.url });
      },
    );
}
