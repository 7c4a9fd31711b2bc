import type { TDonation, TOrder } from "@mawid/contracts/ticketing";
import { TicketingErrorCode } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { useAuth } from "../../auth/auth-context";
import { audienceKey } from "../../events/shared/labels";
import { useEvent } from "../../events/shared/event-queries";
import { EventWhen } from "../shared/event-when";
import { OrderSummary } from "../shared/order-summary";
import { placeOrder } from "../shared/orders-api";
import { bySection } from "../shared/section-order";
import { TicketError } from "../shared/ticket-error";
import { useTicketTypes } from "../shared/ticket-queries";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import "../tickets.css";
import { AccessCodeForm } from "./access-code-form";
import { AttendeeFields } from "./attendee-fields";
import { type DonationChoice, DonationFields } from "./donation-fields";
import { DeclinedNotice } from "../../payments/pay-button/declined-notice";
import { useReturnedOrder } from "../../payments/pay-button/use-returned-order";
import { OrderResult } from "./order-result";
import { PromoCodeField } from "./promo-code-field";
import { RefundPolicyLine } from "../refund-policy/refund-policy-line";
import { maxNow } from "./sales-state";
import { checkoutLines, type Choices, chosen, NO_CHOICE, orderRequest, suggestedChoices } from "./selection";
import { SoldOutAlert } from "./sold-out-alert";
import { TicketTypeRow } from "./ticket-type-row";
import { useIdempotencyKey } from "./use-idempotency-key";

/** /register-event/{id}: sections, quantities, names, a donation, the totals line by line, then the order. */
export default function RegisterEventPage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const { me, user } = useAuth();
  const event = useEvent(id);
  const [accessCode, setAccessCode] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState("");
  const types = useTicketTypes(id, accessCode ?? undefined);
  // null until the buyer changes a quantity: the page's suggestion stands until then
  const [changed, setChoices] = useState<Choices | null>(null);
  const [donation, setDonation] = useState<DonationChoice>({ amount: 0, fund: "sadaqah" });
  const [soldOut, setSoldOut] = useState(false);
  const [placed, setOrder] = useState<TOrder | null>(null);
  const returned = useReturnedOrder();
  const order = placed ?? returned.order;
  const idempotency = useIdempotencyKey();
  const report = useTicketErrorPolicy();
  const place = useMutation({
    mutationFn: ({ request, key }: { request: Parameters<typeof placeOrder>[0]; key: string }) =>
      placeOrder(request, key),
  });
  const now = Date.now();

  if (event.isPending || types.isPending) {
    return (
      <div className="container page tickets-page">
        <h1 className="visually-hidden">{t("page.registerEvent")}</h1>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (event.isError || types.isError) {
    return (
      <div className="container page tickets-page">
        <h1>{t("page.registerEvent")}</h1>
        <TicketError error={event.error ?? types.error} />
      </div>
    );
  }

  const e = event.data;
  const items = types.data.items;
  const choices = changed ?? suggestedChoices(items, now);
  const picked = chosen(items, choices);
  const gift: TDonation | null = donation.amount > 0 ? donation : null;
  const { lines, totals } = checkoutLines(items, choices, gift);
  const invalid = picked.some(
    ({ type, choice }) => choice.quantity < type.minPerOrder || choice.quantity > maxNow(type),
  );
  const header = <PageHeader title={t("tk.reg.title", { title: e.title })} extra={<EventWhen event={e} />} />;

  if (order) {
    return (
      <div className="container page narrow tickets-page">
        {header}
        {returned.declined && !placed ? <DeclinedNotice /> : null}
        <OrderResult
          order={order}
          onChanged={setOrder}
          onStartAgain={() => {
            idempotency.reset();
            returned.dismiss();
            setOrder(null);
            setChoices(null);
            void types.refetch();
          }}
        />
      </div>
    );
  }

  const submit = () => {
    if (place.isPending || picked.length === 0 || invalid) return;
    const buyer = me?.profile.displayName ?? user?.displayName ?? "";
    const request = orderRequest(id, items, choices, gift, buyer, {
      accessCode,
      promoCode: promoCode.trim() || null,
    });
    setSoldOut(false);
    place.mutate(
      { request, key: idempotency.keyFor(request) },
      {
        onSuccess: (placed) => {
          idempotency.reset();
          setOrder(placed);
        },
        onError: (error) => {
          if (toAppError(error).code === TicketingErrorCode.soldOut) {
            setSoldOut(true);
            void types.refetch();
            return;
          }
          report(error, { fallback: "tk.reg.failed" });
        },
      },
    );
  };

  return (
    <div className="container page tickets-page">
      {header}
      {soldOut ? <SoldOutAlert types={items} now={now} /> : null}
      <div className="register-layout">
        <div className="register-main">
          {items.length === 0 ? (
            <Card>
              <Empty description={t("tk.reg.none")} />
            </Card>
          ) : (
            bySection(items).map(([section, list]) => {
              const seats = types.data.sections.find((s) => s.section === section);
              return (
                <Card key={section} className="section-card">
                  <h2 className="card-heading">{t(audienceKey(section))}</h2>
                  {seats?.entrance ? (
                    <p className="muted">{t("tk.entrance", { entrance: seats.entrance })}</p>
                  ) : null}
                  <ul className="ticket-type-list">
                    {list.map((type) => (
                      <TicketTypeRow
                        key={type.id}
                        type={type}
                        choice={choices[type.id] ?? NO_CHOICE}
                        onChange={(next) => setChoices({ ...choices, [type.id]: next })}
                        now={now}
                        accessCode={accessCode}
                      />
                    ))}
                  </ul>
                </Card>
              );
            })
          )}
          {/* free tickets have nothing to refund */}
          {items.some((type) => type.price > 0 || type.payWhatYouWant) ? (
            <RefundPolicyLine eventId={id} timeZone={e.timeZone} />
          ) : null}
          <Card>
            <AccessCodeForm applied={accessCode} onApply={setAccessCode} loading={types.isFetching} />
          </Card>
          {picked.length > 0 ? (
            <Card>
              <h2 className="card-heading">{t("tk.reg.attendees")}</h2>
              <p className="muted small">{t("tk.reg.attendeesNote")}</p>
              {picked.map(({ type, choice }) => (
                <AttendeeFields
                  key={type.id}
                  type={type}
                  choice={choice}
                  onChange={(next) => setChoices({ ...choices, [type.id]: next })}
                />
              ))}
            </Card>
          ) : null}
        </div>
        <aside className="register-side" aria-label={t("tk.sum.title")}>
          <Card>
            {picked.length > 0 ? (
              <DonationFields value={donation} currency={totals.currency} onChange={setDonation} />
            ) : null}
            {/* a promo code takes money off tickets: free ones have none to take */}
            {totals.tickets > 0 ? <PromoCodeField value={promoCode} onChange={setPromoCode} /> : null}
            <OrderSummary lines={lines} totals={totals} fund={gift?.fund ?? null} />
            <Button
              type="primary"
              size="large"
              block
              disabled={picked.length === 0 || invalid}
              loading={place.isPending}
              onClick={submit}
            >
              {totals.total === 0 ? t("tk.reg.register") : t("tk.reg.reserve")}
            </Button>
          </Card>
        </aside>
      </div>
    </div>
  );
}
