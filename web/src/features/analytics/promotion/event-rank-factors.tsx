import type { TEvent } from "@mawid/contracts/events";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useId, useState } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { categoryKey } from "../../events/shared/labels";
import { QueryError } from "../../events/shared/query-error";
import { zonedDate } from "../../events/shared/zoned-format";
import { useListing } from "./listing-api";
import { CLOSER_MAX, REASON_WEIGHT, SOON_DAYS, SOON_MAX } from "./promotion-rules";

/**
 * What one event brings to the ranking: its promotion, category, place, host and start. The events
 * service lists the event (with whether it is promoted) but not its score for a given person, so this
 * names the parts any person's ranking of it is made of.
 */
export function EventRankFactors({ events, lift }: { events: readonly TEvent[]; lift: number }) {
  const { t, locale } = useI18n();
  const id = useId();
  const published = events.filter((e) => e.status === "published");
  const [chosen, setChosen] = useState<string | undefined>();
  const eventId = chosen ?? published[0]?.id;
  const listing = useListing(eventId);
  const points = new Intl.NumberFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
    maximumFractionDigits: 2,
    signDisplay: "always",
  }).format;
  const notListed = listing.isError && toAppError(listing.error).status === 404;
  return (
    <section aria-labelledby={`${id}-heading`} className="rank-factors">
      <h3 id={`${id}-heading`} className="card-subheading">
        {t("an.promo.eventHeading")}
      </h3>
      {published.length === 0 ? (
        <p className="muted">{t("an.promo.noPublished")}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-event`}>{t("an.event")}</label>
          <Select
            id={`${id}-event`}
            className="event-select"
            value={eventId}
            onChange={setChosen}
            options={published.map((e) => ({ value: e.id, label: e.title }))}
          />
        </div>
      )}
      {eventId && listing.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {notListed ? <p>{t("an.promo.notListed")}</p> : null}
      {listing.isError && !notListed ? <QueryError error={listing.error} fallback="an.loadFailed" /> : null}
      {listing.data ? (
        <ul className="rule-list">
          <li>
            {listing.data.promoted
              ? t("an.promo.event.promoted", { points: points(lift) })
              : t("an.promo.event.notPromoted")}
          </li>
          <li>
            {t("an.promo.event.host", {
              host: listing.data.organizationName ?? t("an.promo.event.yourOrganization"),
              points: points(REASON_WEIGHT.followed),
            })}
          </li>
          <li>
            {t("an.promo.event.category", {
              category: t(categoryKey(listing.data.category)),
              points: points(REASON_WEIGHT.category),
            })}
          </li>
          <li>
            {listing.data.venue
              ? t("an.promo.event.place", {
                  place: listing.data.venue.name,
                  points: points(REASON_WEIGHT.nearby),
                  closer: points(CLOSER_MAX),
                })
              : t("an.promo.event.online")}
          </li>
          <li>
            {t("an.promo.event.soon", {
              date: zonedDate(listing.data.startsAt, listing.data.timeZone, locale),
              points: points(SOON_MAX),
              days: SOON_DAYS,
            })}
          </li>
        </ul>
      ) : null}
      <p className="muted small">{t("an.promo.event.note")}</p>
    </section>
  );
}
