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
import { AttendeesTab } from "../attendees/attendees-tab";
import { EventWhen } from "../shared/event-when";
import { TicketError } from "../shared/ticket-error";
import { useTicketTypes } from "../shared/ticket-queries";
import "../tickets.css";
import { SectionForm } from "./section-form";
import { TicketTypeForm } from "./ticket-type-form";
import { TicketTypesOverview } from "./ticket-types-overview";
import { FairMarketValueForm } from "./fair-market-value-form";

const ATTENDEES = "attendees";

/**
 * /event/{id}/tickets, for the organisation: what is on sale by section with the seats left, new
 * ticket types and each section's seats and entrance, and the registration poster; its members also
 * see the attendees (?tab=attendees).
 */
export default function EventTicketsPage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const event = useEvent(id);
  const types = useTicketTypes(id);
  const host = useOrganization(event.data?.organizationId ?? null);
  const canManage = useHoldsRole(event.data?.organizationId, ORGANISER_ROLES, { platformAdmin: true });
  const [params, setParams] = useSearchParams();

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
  const typesLayout = (
    <div className="host-layout">
      <Card title={<h2 className="card-heading">{t("tk.host.onSale")}</h2>}>
        {types.isPending ? (
          <Skeleton active />
        ) : types.isError ? (
          <TicketError error={types.error} />
        ) : (
          <TicketTypesOverview data={types.data} />
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
          activeKey={params.get("tab") === ATTENDEES ? ATTENDEES : "types"}
          onChange={(key) => setParams(key === ATTENDEES ? { tab: ATTENDEES } : {}, { replace: true })}
          destroyOnHidden
          items={[
            { key: "types", label: t("tk.host.typesTab"), children: typesLayout },
            {
              key: ATTENDEES,
              label: t("tk.att.tab"),
              children: <AttendeesTab eventId={id} organizationId={e.organizationId} timeZone={e.timeZone} />,
            },
          ]}
        />
      ) : (
        typesLayout
      )}
    </div>
  );
}
