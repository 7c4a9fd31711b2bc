import type { TMembership } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";

/** The dashboard's way to each organisation's money, for those its owners and admins may open. */
export function FinanceLinks({ organizations }: { organizations: readonly TMembership[] }) {
  const { t } = useI18n();
  const managed = organizations.filter((o) => o.role === "owner" || o.role === "admin");
  if (managed.length === 0) return null;
  return (
    <Card title={<h2 className="card-heading">{t("finance.title")}</h2>} className="spaced">
      <ul>
        {managed.map((o) => (
          <li key={o.organizationId}>
            <Link to={`/organization/${o.organizationId}/finance`}>
              {t("finance.linkFor", { organization: o.organizationName })}
            </Link>
            {" · "}
            <Link to={`/organization/${o.organizationId}/settings`}>
              {t("orgSettings.linkFor", { organization: o.organizationName })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
