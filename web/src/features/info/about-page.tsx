import { useI18n } from "../../shared/i18n/i18n-context";
import { PageHeader } from "../../shared/ui/page-header";

export default function AboutPage() {
  const { t } = useI18n();
  return (
    <div className="container page prose">
      <PageHeader title={t("about.title")} subtitle={t("about.lead")} />
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t("about.missionTitle")}</h2>
        <p>{t("about.mission")}</p>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">{t("about.valuesTitle")}</h2>
        <ul>
          <li>{t("about.value1")}</li>
          <li>{t("about.value2")}</li>
          <li>{t("about.value3")}</li>
        </ul>
      </section>
    </div>
  );
}
