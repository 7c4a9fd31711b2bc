import { useI18n } from "../../shared/i18n/i18n-context";
import { formatHijri } from "../../shared/i18n/dates";
import { EventActions } from "./event-actions";
import { RotatingWord } from "./rotating-word";

export function HeroSection() {
  const { t, locale } = useI18n();
  return (
    <section className="hero" id="create" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <p className="hero-kicker">{t("hero.kicker")}</p>
        <h1 id="hero-title" className="hero-title">
          {t("hero.titleBefore")} <RotatingWord /> {t("hero.titleAfter")}
        </h1>
        <p className="hero-subtitle">{t("hero.subtitle")}</p>
        <EventActions className="hero-actions" discoverKey="hero.discoverCta" />
        <p className="hero-date">{t("hero.today", { hijri: formatHijri(new Date(), locale) })}</p>
      </div>
    </section>
  );
}
