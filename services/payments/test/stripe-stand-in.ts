import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { LightMyRequestResponse } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "@mawid/local-postgres/free-port";
import type { PaymentsTestService } from "./harness.ts";

// The real Stripe SDK code paths are exercised: the service's requests are made by the SDK, and
// webhooks are signed with its test header helper and checked with constructEvent. Stripe's API
// calls are answered by this local HTTP server (the SDK's host/port/protocol options) only because
// the internet cannot be reached from here. Each test file gives the answers for its own paths.

/** One request the SDK made of Stripe's API. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** What Stripe answers: an HTTP status and a JSON body. */
export interface StripeAnswer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): StripeAnswer => ({ status: 200, body });

/** Stripe's answer to a path it does not know. */
export const unknownPath = (): StripeAnswer => ({
  status: 404,
  body: { error: { type: "invalid_request_error", message: "Unknown path" } },
});

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** The api_version the events this file posts carry. */
  apiVersion: string;
  /** The answer to one call; unknownPath() for paths the file does not serve. */
  answer: (call: StripeCall) => StripeAnswer;
  /**
   * Like Stripe, answer a POST whose Idempotency-Key was seen before with the first answer given to
   * that key (kept in `answers`).
   */
  keepsIdempotency?: boolean;
}

export interface StripeStandIn {
  /** Every call made, in order. */
  readonly calls: StripeCall[];
  /** Idempotency key -> the answer Stripe gave it first (with keepsIdempotency). */
  readonly answers: Map<string, StripeAnswer>;
  /** The stand-in's address (STRIPE_API_URL), once started. */
  url(): string;
  /** The service's Stripe settings pointing at the stand-in. */
  env(): Record<string, string>;
  /**
   * A Stripe event as Stripe would post it to the service's webhook, signed with the endpoint's secret
   * (the webhook secret unless another is given) by the SDK.
   */
  postEvent(
    service: PaymentsTestService,
    type: string,
    object: Record<string, unknown>,
    opts?: StripeEventOptions,
  ): Promise<{ response: LightMyRequestResponse; eventId: string }>;
}

export interface StripeEventOptions {
  eventId?: string;
  /** Unix seconds; now unless given. */
  created?: number;
  /** The connected account an event of Stripe Connect's endpoint is about. */
  account?: string;
  secret?: string;
}

/** Starts the stand-in before all of the file's tests (register it before the service) and closes it after. */
export function useStripeStandIn(opts: StripeStandInOptions): StripeStandIn {
  let server: Server | undefined;
  let url: string | undefined;
  const calls: StripeCall[] = [];
  const answers = new Map<string, StripeAnswer>();
  const signer = new Stripe(opts.secretKey);

  beforeAll(async () => {
    const port = await freePort();
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        const call: StripeCall = {
          method: req.method ?? "",
          path: req.url ?? "",
          idempotencyKey: req.headers["idempotency-key"] as string | undefined,
          form: new URLSearchParams(body),
        };
        calls.push(call);
        const key = opts.keepsIdempotency && call.method === "POST" ? call.idempotencyKey : undefined;
        // Stripe keeps the first answer for a key and gives it to every retry with the same key.
        const given = (key && answers.get(key)) || opts.answer(call);
        if (key) answers.set(key, given);
        res.writeHead(given.status, { "content-type": "application/json" }).end(JSON.stringify(given.body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    server?.close();
  });

  const standIn: StripeStandIn = {
    calls,
    answers,
    url() {
      if (!url) throw new Error("the Stripe stand-in has not started (useStripeStandIn's beforeAll)");
      return url;
    },
    env() {
      return {
        STRIPE_SECRET_KEY: opts.secretKey,
        STRIPE_WEBHOOK_SECRET: opts.webhookSecret,
        STRIPE_API_URL: standIn.url(),
      };
    },
    async postEvent(service, type, object, event = {}) {
      const eventId = event.eventId ?? `evt_${randomUUID()}`;
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: opts.apiVersion,
        created: event.created ?? Math.floor(Date.now() / 1000),
        type,
        ...(event.account && { account: event.account }),
        data: { object },
      });
      const secret = event.secret ?? opts.webhookSecret;
      const response = await service.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhooks/stripe",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
      return { response, eventId };
    },
  };
  return standIn;
}

/** Stripe's answer to opening a Checkout Session: a new session id and its hosted page. */
export function checkoutSessionOpened(): StripeAnswer {
  const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
  return ok({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
}

/** Stripe's answer to retrieving a PaymentIntent that succeeded with a customer's saved card (pm_card). */
export function paymentIntentSucceeded(id: string, customer: string): StripeAnswer {
  return ok({ id, object: "payment_intent", status: "succeeded", customer, payment_method: "pm_card" });
}

/** Stripe's card_error refusing a new off-session PaymentIntent, which is left requires_payment_method. */
export function cardRefused(
  id: string,
  refusal: { code: string; decline_code?: string; message: string },
): StripeAnswer {
  return {
    status: 402,
    body: {
      error: {
        type: "card_error",
        ...refusal,
        payment_intent: { id, object: "payment_intent", status: "requires_payment_method" },
      },
    },
  };
}
