import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZRecurringGift, ZRecurringGiftParams } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { RecurringGiftNotFoundError } from "../../errors.ts";
import { handleRecurringGiftCommand } from "../handle.ts";
import { recurringGiftViews } from "../read.ts";

/**
 * `POST /api/v1/donations/{id}/cancel`: the donor stops a recurring gift (its first donation's id);
 * no later date is charged. Anyone else's is not found. Twice is the same as once.
 */
export function registerCancelRecurringGift(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/donations/:id/cancel",
      { schema: { params: ZRecurringGiftParams, response: { 200: ZRecurringGift } } },
      async (request) => {
        const now = new Date();
        const user = requireUser(request);
        const gift = await deps.db
          .selectFrom("recurring_gifts")
          .select("recurring_gift_id")
          .where("recurring_gift_id", "=", request.params.id)
          .where("donor_id", "=", user.sub)
          .executeTakeFirst();
        if (!gift) throw new RecurringGiftNotFoundError();
        await handleRecurringGiftCommand(
          deps.db,
          gift.recurring_gift_id,
          { type: "CancelRecurringGift", by: user.sub, at: now.toISOString() },
          commandMeta(request, now),
        );
        const [view] = await recurringGiftViews(deps.db, user.sub, gift.recurring_gift_id);
        return view!;
      },
    );
}
