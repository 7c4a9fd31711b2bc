import type { TVendorView } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useIsPhone } from "../shared/use-is-phone";
import { CertificateTag, ExpiryDay } from "./certificate-status";

/** Whom to reach at the vendor: the fields given, the e-mail and phone as links. */
function Contact({ vendor }: { vendor: TVendorView }) {
  const { t } = useI18n();
  const { contactName, contactEmail, contactPhone } = vendor;
  if (!contactName && !contactEmail && !contactPhone)
    return <span className="muted">{t("tk.vendor.noContact")}</span>;
  return (
    <span className="vendor-contact">
      {contactName ? <bdi>{contactName}</bdi> : null}
      {contactEmail ? (
        <a href={`mailto:${contactEmail}`} dir="ltr">
          {contactEmail}
        </a>
      ) : null}
      {contactPhone ? (
        <a href={`tel:${contactPhone.replace(/[^+0-9]/g, "")}`} dir="ltr">
          {contactPhone}
        </a>
      ) : null}
    </span>
  );
}

/** On a phone, a card per vendor with its certificate as a term list. */
function VendorCards({ vendors }: { vendors: readonly TVendorView[] }) {
  const { t } = useI18n();
  return (
    <ul className="item-cards">
      {vendors.map((v) => (
        <li key={v.id} className="item-card">
          <h3>
            <bdi>{v.name}</bdi>
          </h3>
          <dl>
            <dt>{t("tk.vendor.contact")}</dt>
            <dd>
              <Contact vendor={v} />
            </dd>
            <dt>{t("tk.vendor.body")}</dt>
            <dd>
              <bdi>{v.certificationBody}</bdi>
            </dd>
            <dt>{t("tk.vendor.number")}</dt>
            <dd>
              <bdi>{v.certificateNumber}</bdi>
            </dd>
            <dt>{t("tk.vendor.expiresOn")}</dt>
            <dd>
              <ExpiryDay day={v.certificateExpiresOn} />
            </dd>
            <dt>{t("tk.vendor.status")}</dt>
            <dd>
              <CertificateTag vendor={v} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function VendorTable({ vendors }: { vendors: readonly TVendorView[] }) {
  const { t } = useI18n();
  return (
    <div className="table-scroll">
      <table className="plain-table vendor-table">
        <thead>
          <tr>
            <th scope="col">{t("tk.vendor.name")}</th>
            <th scope="col">{t("tk.vendor.contact")}</th>
            <th scope="col">{t("tk.vendor.body")}</th>
            <th scope="col">{t("tk.vendor.number")}</th>
            <th scope="col">{t("tk.vendor.expiresOn")}</th>
            <th scope="col">{t("tk.vendor.status")}</th>
          </tr>
        </thead>
        <tbody>
          {vendors.map((v) => (
            <tr key={v.id}>
              <th scope="row">
                <bdi>{v.name}</bdi>
              </th>
              <td>
                <Contact vendor={v} />
              </td>
              <td>
                <bdi>{v.certificationBody}</bdi>
              </td>
              <td>
                <bdi>{v.certificateNumber}</bdi>
              </td>
              <td>
                <ExpiryDay day={v.certificateExpiresOn} />
              </td>
              <td>
                <CertificateTag vendor={v} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The vendors with their halal certificates: cards on a phone, a compact table on a wider screen. */
export function VendorList({ vendors }: { vendors: readonly TVendorView[] }) {
  return useIsPhone() ? <VendorCards vendors={vendors} /> : <VendorTable vendors={vendors} />;
}
