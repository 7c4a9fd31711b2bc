import {
  type TCheckoutResponse,
  type TDonateRequest,
  type TDonateResponse,
  type TDonationSummary,
  type TOrganizationLedger,
  type TOfflinePaymentRequest,
  type TOrganizationPayouts,
  type TPaymentView,
  type TTestPaymentResult,
  type TUnpaidOrders,
  ZCheckoutResponse,
  ZDonateResponse,
  ZDonationSummary,
  ZOrganizationLedger,
  ZOrganizationPayouts,
  ZPaymentView,
  ZTestPaymentResult,
  ZUnpaidOrders,
} from "@mawid/contracts/payments";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const id = encodeURIComponent;

export async function startCheckout(orderId: string): Promise<TCheckoutResponse> {
  const body = await api.post(`orders/${id(orderId)}/checkout`).json();
  return parseBody(ZCheckoutResponse, body, "checkout");
}

export async function completeTestPayment(paymentId: string): Promise<TTestPaymentResult> {
  const body = await api.post(`payments/${id(paymentId)}/test/complete`).json();
  return parseBody(ZTestPaymentResult, body, "test payment");
}

export async function declineTestPayment(paymentId: string): Promise<TTestPaymentResult> {
  const body = await api.post(`payments/${id(paymentId)}/test/decline`).json();
  return parseBody(ZTestPaymentResult, body, "test payment");
}

export async function donate(request: TDonateRequest): Promise<TDonateResponse> {
  return parseBody(ZDonateResponse, await api.post("donations", { json: request }).json(), "donation");
}

export async function fetchDonationSummary(organizationId: string): Promise<TDonationSummary> {
  const body = await api.get(`organizations/${id(organizationId)}/donations/summary`).json();
  return parseBody(ZDonationSummary, body, "donation summary");
}

export async function fetchLedger(organizationId: string): Promise<TOrganizationLedger> {
  const body = await api.get(`organizations/${id(organizationId)}/ledger`).json();
  return parseBody(ZOrganizationLedger, body, "ledger");
}

export async function fetchPayouts(organizationId: string): Promise<TOrganizationPayouts> {
  const body = await api.get(`organizations/${id(organizationId)}/payouts`).json();
  return parseBody(ZOrganizationPayouts, body, "payouts");
}

export async function fetchUnpaidOrders(organizationId: string, eventId: string): Promise<TUnpaidOrders> {
  const body = await api
    .get(`organizations/${id(organizationId)}/unpaid-orders`, { searchParams: { eventId } })
    .json();
  return parseBody(ZUnpaidOrders, body, "unpaid orders");
}

export async function recordOfflinePayment(
  orderId: string,
  request: TOfflinePaymentRequest,
): Promise<TPaymentView> {
  const body = await api.post(`orders/${id(orderId)}/offline-payment`, { json: request }).json();
  return parseBody(ZPaymentView, body, "offline payment");
}

export function fetchReceiptPdf(paymentId: string): Promise<Blob> {
  return api.get(`payments/${id(paymentId)}/receipt.pdf`).blob();
}

export function fetchGiftAidSchedule(
  organizationId: string,
  period: { from?: string; to?: string },
): Promise<Blob> {
  return api.get(`organizations/${id(organizationId)}/gift-aid.csv`, { searchParams: period }).blob();
}
