import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import type { TEvent } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { osmLink } from "./osm-link";

const VenueMap = lazy(() => import("./venue-map"));

/** A map that fails to load leaves the address and the link below it, never a broken card. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function WhereCard({ event }: { event: TEvent }) {
  const { t } = useI18n();
  const { venue } = event;
  return (
    <Card title={<h2 className="card-heading">{t("ev.where")}</h2>}>
      {venue ? (
        <>
          <MapBoundary>
            <Suspense fallback={<Skeleton.Node active className="event-map" />}>
              <VenueMap venue={venue} label={t("ev.map", { venue: venue.name })} />
            </Suspense>
          </MapBoundary>
          <address className="venue-address">
            <strong dir="auto">{venue.name}</strong>
            <br />
            <bdi>{venue.address}</bdi>
          </address>
          <a href={osmLink(venue.latitude, venue.longitude)} target="_blank" rel="noreferrer">
            <EnvironmentOutlined /> {t("ev.openMap")}
          </a>
        </>
      ) : null}
      {event.onlineUrl ? (
        <p>
          {t("ev.online")}:{" "}
          <a href={event.onlineUrl} target="_blank" rel="noreferrer" dir="ltr">
            {event.onlineUrl}
          </a>
        </p>
      ) : null}
    </Card>
  );
}
