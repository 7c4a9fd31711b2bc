import Card from "antd/es/card";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import { useHoldsRole } from "../../auth/use-holds-role";
import Skeleton from "antd/es/skeleton";
import Tabs from "antd/es/tabs";
import { useParams, useSearchParams } from "react-router-dom";
import { currencyOfCountry } from "@mawid/contracts/platform";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useOrganization } from "../../../shared/organization/use-organization";
import { ButtonLink } from "../../../shared/ui/button-link";
import { PageHeader } from "../../../shared/ui/page-header";
import { useEvent } from "../../events/shared/event-queries";
import { AddOnsCard } from "../add-ons/add-ons-card";
import { AttendeesTab } from "../attendees/attendees-tab";
import { MessagesTab } from "../messages/messages-tab";
import { PromoCodesTab } from "../promo-codes/promo-codes-tab";
import { RefundPolicyCard } from "../refund-policy/refund-policy-card";
import { ReminderCard } from "../reminder/reminder-card";
import { EventWhen } from "../shared/event-when";
import { TicketError } from "../shared/ticket-error";
import { useTicketTypes } from "../shared/ticket-queries";
import "../tickets.css";
import { SectionForm } from "./section-form";
import { TicketTypeForm } from "./ticket-type-form";
import { TicketTypesOverview } from "./ticket-types-overview";
import { FairMarketValueForm } from "./fair-market-value-form";
import { VendorsCard } from "../vendors/vendors-card";

const TABS = ["types", "attendees", "messages", "promo-codes"] as const;
type Tab = (typeof TABS)[number];
const isTab = (key: string | null): key is Tab => TABS.includes(key as Tab);

/**
 * /event/{id}/tickets, for the organisation: what is on sale by section with the seats left, new
 * ticket types and each section's seats and entrance, the reminder e-mail, the refund policy, add-ons
 * and halal vendors, and the registration poster; its members also see the attendees (?tab=attendees),
 * the messages to them (?tab=messages) and the promo codes (?tab=promo-codes).
 */
export default function EventTicketsPage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const event = useEvent(id);
  const types = useTicketTypes(id);
  const host = useOrganization(event.data?.organizationId ?? null);
  const canManage = useHoldsRole(event.data?.organizationId, ORGANISER_ROLES, { platformAdmin: true });
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab");

  if (event.isPending) {
    return (
      <div className="container page tickets-page">
        <h1 className="visually-hidden">{t("page.eventTickets")}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="container page tickets-page">
        <h1>{t("page.eventTickets")}</h1>
        <TicketError error={event.error} />
      </div>
    );
  }
  const e = event.data;
  // Fixed amounts (promo codes, add-ons) are in the currency the event's tickets are sold in.
  const currency = types.data?.items.find((type) => type.price > 0 || type.payWhatYouWant)?.currency ?? null;
  const typesLayout = (
    <div className="host-layout">
      <Card title={<h2 className="card-heading">{t("tk.host.onSale")}</h2>}>
        {types.isPending ? (
          <Skeleton active />
        ) : types.isError ? (
          <TicketError error={types.error} />
        ) : (
          <TicketTypesOverview
            data={types.data}
            eventId={id}
            organizationId={e.organizationId}
            timeZone={e.timeZone}
          />
        )}
      </Card>
      {canManage ? (
        <>
          <Card title={<h2 className="card-heading">{t("tk.host.add")}</h2>}>
            <TicketTypeForm
              event={e}
              currency={types.data?.items[0]?.currency ?? null}
              suggested={currencyOfCountry(host.data?.country)}
            />
          </Card>
          <Card title={<h2 className="card-heading">{t("tk.host.sections")}</h2>}>
            <SectionForm eventId={id} sections={types.data?.sections ?? []} />
          </Card>
          <Card title={<h2 className="card-heading">{t("tk.fmv.title")}</h2>}>
            <FairMarketValueForm eventId={id} types={types.data?.items ?? []} />
          </Card>
          <ReminderCard eventId={id} startsAt={e.startsAt} timeZone={e.timeZone} />
          <RefundPolicyCard eventId={id} timeZone={e.timeZone} />
          <AddOnsCard eventId={id} currency={currency} />
          <VendorsCard eventId={id} timeZone={e.timeZone} />
        </>
      ) : null}
    </div>
  );
  return (
    <div className="container page tickets-page">
      <PageHeader
        title={t("tk.host.title", { title: e.title })}
        extra={
          <div className="action-row">
            <ButtonLink to={`/event/${id}`}>{t("tk.host.backToEvent")}</ButtonLink>
            <ButtonLink to={`/event/${id}/registration-qr`}>{t("page.registrationQr")}</ButtonLink>
          </div>
        }
      />
      <p>
        <EventWhen event={e} />
      </p>
      {canManage ? (
        <Tabs
          activeKey={isTab(tab) ? tab : "types"}
          onChange={(key) => setParams(key === "types" ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: "types", label: t("tk.host.typesTab"), children: typesLayout },
            {
              key: "attendees",
              label: t("tk.att.tab"),
              children: <AttendeesTab eventId={id} organizationId={e.organizationId} timeZone={e.timeZone} />,
            },
            {
              key: "messages",
              label: t("tk.msg.tab"),
              children: <MessagesTab eventId={id} organizationId={e.organizationId} />,
            },
            {
              key: "promo-codes",
              label: t("tk.promo.tab"),
              children: <PromoCodesTab eventId={id} currency={currency} timeZone={e.timeZone} />,
            },
          ]}
        />
      ) : (
        typesLayout
      )}
    </div>
  );
}
