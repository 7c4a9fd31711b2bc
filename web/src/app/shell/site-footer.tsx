import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { formatHijri } from "../../shared/i18n/dates";
import { appConfig } from "../../shared/config/app-config";
import { useBrand } from "../../shared/white-label/brand-context";

const COLUMNS: ReadonlyArray<{ titleKey: MessageKey; links: ReadonlyArray<[string, MessageKey]> }> = [
  {
    titleKey: "footer.platform",
    links: [
      ["#events", "footer.events"],
      ["#create", "footer.create"],
      ["#marketplace", "footer.marketplace"],
      ["#pricing", "footer.pricing"],
    ],
  },
  {
    titleKey: "footer.forWho",
    links: [
      ["#masjid", "footer.masjid"],
      ["#schools", "footer.schools"],
      ["#organizations", "footer.organizations"],
    ],
  },
  {
    titleKey: "footer.resources",
    links: [
      ["#blog", "footer.blog"],
      ["#privacy", "footer.privacy"],
      ["#terms", "footer.terms"],
      ["#support", "footer.support"],
    ],
  },
];

export function SiteFooter() {
  const { t, locale } = useI18n();
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{brand.name}</p>
          <p>{brand.whiteLabel && brand.footerText ? brand.footerText : t("footer.about")}</p>
          {brand.address ? <address>{brand.address}</address> : null}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <h2>{t(column.titleKey)}</h2>
            <ul>
              {column.links.map(([href, key]) => (
                <li key={href}>
                  <a href={href}>{t(key)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t("footer.contact")}</h2>
          <ul>
            <li>
              <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
            </li>
            <li>
              <a href={`tel:${brand.contactPhone.replace(/\s+/g, "")}`} dir="ltr">
                {brand.contactPhone}
              </a>
            </li>
            {brand.websiteUrl ? (
              <li>
                <a href={brand.websiteUrl} rel="noopener">
                  {brand.websiteUrl.replace(/^https?:\/\//, "")}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <span>{t("footer.rights", { year, name: brand.name })}</span>
        <span>{formatHijri(new Date(), locale)}</span>
        {/* The product's own line shows unless an active white-label hides the branding. */}
        {!brand.whiteLabel ? <span>{t("footer.builtWith")}</span> : null}
        {brand.whiteLabel && brand.showProductBranding ? (
          <span>{t("footer.poweredBy", { product: appConfig.productName })}</span>
        ) : null}
      </div>
    </footer>
  );
}
