import Input from "antd/es/input";
import { useCallback, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { QrCode } from "../../tickets/shared/qr-code";
import { CameraView } from "../scanner/camera-view";
import { signal } from "../scanner/feedback";
import "../checkin.css";
import { Badge } from "../ui/badge";

/** Long enough to need a version 8 code, as a ticket does, so the test is as hard as a real door. */
export const SAMPLE_TEXT =
  "Mawid QR test · مرحبا · 0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789";

interface Reading {
  text: string;
  ms: number;
  at: Date;
}

/** /qr-test: make a QR code, then read one through this device's camera, to see that scanning works here and how fast. */
export default function QrTestPage() {
  const { t } = useI18n();
  const [text, setText] = useState(SAMPLE_TEXT);
  const [readings, setReadings] = useState<Reading[]>([]);
  const onCode = useCallback(async (decoded: string, ms: number) => {
    setReadings((list) => [{ text: decoded, ms, at: new Date() }, ...list].slice(0, 5));
    signal("go");
  }, []);
  const last = readings[0];
  return (
    <div className="container page qr-tools">
      <PageHeader title={t("page.qrTest")} subtitle={t("ci.test.intro")} />
      <div className="ci-layout">
        <section className="ci-card" aria-labelledby="ci-test-generate">
          <h2 id="ci-test-generate">{t("ci.test.generate")}</h2>
          <div className="ci-field">
            <label htmlFor="ci-test-text">{t("ci.test.text")}</label>
            <Input.TextArea
              id="ci-test-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={1000}
              autoSize
            />
          </div>
          <div className="ci-enrolment-qr ci-gap">
            {text.trim() ? (
              <QrCode text={text} label={t("ci.test.qrLabel")} />
            ) : (
              <p className="ci-muted">{t("ci.test.empty")}</p>
            )}
          </div>
        </section>
        <section className="ci-card" aria-labelledby="ci-test-decode">
          <h2 id="ci-test-decode">{t("ci.test.decode")}</h2>
          <CameraView onCode={onCode} />
          <div className="ci-gap" aria-live="polite" aria-atomic="true">
            {last ? (
              <>
                <p>
                  <Badge tone={last.text === text ? "up" : "degraded"}>
                    {t(last.text === text ? "ci.test.matches" : "ci.test.differs")}
                  </Badge>
                  {t("ci.test.took", { ms: last.ms.toFixed(1) })}
                </p>
                <p className="ci-muted">{t("ci.test.decoded")}</p>
                <p data-testid="ci-decoded" dir="auto">
                  {last.text}
                </p>
              </>
            ) : (
              <p className="ci-muted">{t("ci.test.waiting")}</p>
            )}
          </div>
          {readings.length > 1 ? (
            <ul className="ci-plain-list" aria-label={t("ci.test.history")}>
              {readings.slice(1).map((r) => (
                <li key={r.at.getTime()} className="ci-muted">
                  {t("ci.test.took", { ms: r.ms.toFixed(1) })} · <span dir="auto">{r.text.slice(0, 60)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
