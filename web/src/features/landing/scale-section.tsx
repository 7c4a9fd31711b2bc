import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

const FIGURES: ReadonlyArray<[MessageKey, MessageKey]> = [
  ["scale.users", "scale.usersLabel"],
  ["scale.qr", "scale.qrLabel"],
  ["scale.scans", "scale.scansLabel"],
  ["scale.uptime", "scale.uptimeLabel"],
  ["scale.workers", "scale.workersLabel"],
  ["scale.latency", "scale.latencyLabel"],
];

export function ScaleSection() {
  const { t } = useI18n();
  return (
    <section className="section section-tinted" aria-labelledby="scale-title">
      <div className="container">
        <h2 id="scale-title" className="section-title">
          {t("scale.title")}
        </h2>
        <p className="section-subtitle">{t("scale.subtitle")}</p>
        <ul className="figure-grid">
          {FIGURES.map(([value, label]) => (
            <li key={value} className="figure">
              <span className="figure-value" dir="ltr">
                {t(value)}
              </span>
              <span className="figure-label">{t(label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
