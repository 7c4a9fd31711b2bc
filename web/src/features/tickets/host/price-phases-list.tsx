import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../shared/money";

/** A type's price phases in order, each with what ends it: a date, a number sold, or whichever comes first. */
export function PricePhasesList({ type }: { type: TTicketTypeView }) {
  const { t, locale } = useI18n();
  if (type.pricePhases.length === 0) return null;
  return (
    <ol className="price-phase-list muted" aria-label={t("tk.phase.title")}>
      {type.pricePhases.map((phase, i) => {
        const price = phase.price === 0 ? t("tk.free") : formatMoney(phase.price, type.currency, locale);
        const date = phase.until ? formatDateTime(new Date(phase.until), locale) : null;
        const ends =
          date && phase.untilSold !== null
            ? t("tk.phase.untilEither", { date, count: phase.untilSold })
            : date
              ? t("tk.phase.untilDate", { date })
              : phase.untilSold !== null
                ? t("tk.phase.untilCount", { count: phase.untilSold })
                : t("tk.phase.last");
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a phase has no id; its place in the order is what it is
          <li key={i}>{`${price} · ${ends}`}</li>
        );
      })}
    </ol>
  );
}
