import Button from "antd/es/button";
import Skeleton from "antd/es/skeleton";
import { useParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useOrganization } from "../../../shared/organization/use-organization";
import { ButtonLink } from "../../../shared/ui/button-link";
import { useBrand } from "../../../shared/white-label/brand-context";
import { useEvent } from "../../events/shared/event-queries";
import { EventWhen } from "../shared/event-when";
import { QrCode } from "../shared/qr-code";
import { TicketError } from "../shared/ticket-error";
import "../tickets.css";
import { registrationUrl } from "./registration-url";

/**
 * /event/{id}/registration-qr: a poster for the notice board. Its QR code opens the event's
 * registration; printing leaves only the poster.
 */
export default function RegistrationQrPage() {
  const { t } = useI18n();
  const brand = useBrand();
  const { id = "" } = useParams();
  const event = useEvent(id);
  // The poster is the host's, on their notice board: it names them (the platform's name until it loads).
  const host = useOrganization(event.data?.organizationId ?? null);
  const url = registrationUrl(window.location.origin, id);

  if (event.isPending) {
    return (
      <div className="container page narrow tickets-page">
        <h1 className="visually-hidden">{t("page.registrationQr")}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="container page narrow tickets-page">
        <h1>{t("page.registrationQr")}</h1>
        <TicketError error={event.error} />
      </div>
    );
  }
  const e = event.data;
  return (
    <div className="container page narrow tickets-page">
      <div className="action-row no-print">
        <ButtonLink to={`/event/${id}/tickets`}>{t("page.eventTickets")}</ButtonLink>
        <Button type="primary" onClick={() => window.print()}>
          {t("tk.poster.print")}
        </Button>
      </div>
      <article className="poster">
        <p className="poster-brand">
          <bdi>{host.data?.name ?? brand.name}</bdi>
        </p>
        <h1>
          <bdi>{e.title}</bdi>
        </h1>
        <p>
          <EventWhen event={e} />
        </p>
        {e.venue ? <p dir="auto">{e.venue.name}</p> : null}
        <div className="poster-qr">
          <QrCode text={url} label={t("tk.poster.qr", { title: e.title })} />
        </div>
        <p className="poster-cta">{t("tk.poster.scan")}</p>
        <p className="poster-url" dir="ltr">
          {url}
        </p>
      </article>
    </div>
  );
}
