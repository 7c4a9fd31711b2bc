import {
  type TCreatePromoCodeRequest,
  type TPromoCodeView,
  ZPromoCodes,
  ZPromoCodeView,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const promoCodesPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/promo-codes`;

export async function fetchPromoCodes(eventId: string): Promise<TPromoCodeView[]> {
  const body = await api.get(promoCodesPath(eventId)).json();
  return parseBody(ZPromoCodes, body, "promo codes").items;
}

/** Stops the code working now; the service answers it as it is then. */
export async function endPromoCode(eventId: string, promoCodeId: string): Promise<TPromoCodeView> {
  const body = await api.post(`${promoCodesPath(eventId)}/${encodeURIComponent(promoCodeId)}/end`).json();
  return parseBody(ZPromoCodeView, body, "end promo code");
}

export async function createPromoCode(
  eventId: string,
  request: TCreatePromoCodeRequest,
): Promise<TPromoCodeView> {
  const body = await api.post(promoCodesPath(eventId), { json: request }).json();
  return parseBody(ZPromoCodeView, body, "create promo code");
}
