import StarFilled from "@ant-design/icons/StarFilled";
import { useI18n } from "../../shared/i18n/i18n-context";
import { FigureList, type Figures } from "./figure-list";
import { LandingSection } from "./landing-section";

const TESTIMONIALS = [1, 2, 3] as const;
const STATS: Figures = [
  ["stats.orgs", "stats.orgsLabel"],
  ["stats.tickets", "stats.ticketsLabel"],
  ["stats.uptime", "stats.uptimeLabel"],
  ["stats.support", "stats.supportLabel"],
];

export function TestimonialsSection() {
  const { t } = useI18n();
  return (
    <LandingSection name="testimonials" titleKey="testimonials.title" anchor="organizations" tinted>
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
      <FigureList figures={STATS} className="stats-grid" id="schools" />
    </LandingSection>
  );
}
