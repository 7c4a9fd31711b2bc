import StarFilled from "@ant-design/icons/StarFilled";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

const TESTIMONIALS = [1, 2, 3] as const;
const STATS: ReadonlyArray<[MessageKey, MessageKey]> = [
  ["stats.orgs", "stats.orgsLabel"],
  ["stats.tickets", "stats.ticketsLabel"],
  ["stats.uptime", "stats.uptimeLabel"],
  ["stats.support", "stats.supportLabel"],
];

export function TestimonialsSection() {
  const { t } = useI18n();
  return (
    <section className="section section-tinted" id="organizations" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section-title">
          {t("testimonials.title")}
        </h2>
        <ul className="testimonial-grid">
          {TESTIMONIALS.map((n) => (
            <li key={n} className="testimonial-card" data-testid="testimonial">
              <figure>
                <div className="stars" role="img" aria-label={t("testimonials.rating")}>
                  {[1, 2, 3, 4, 5].map((s) => (
                    <StarFilled key={s} aria-hidden="true" />
                  ))}
                </div>
                <blockquote>{t(`testimonials.${n}.quote`)}</blockquote>
                <figcaption>
                  <strong>{t(`testimonials.${n}.name`)}</strong>
                  <span>{t(`testimonials.${n}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ul className="stats-grid" id="schools">
          {STATS.map(([value, label]) => (
            <li key={value}>
              <span className="stat-value" dir="ltr">
                {t(value)}
              </span>
              <span className="stat-label">{t(label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
