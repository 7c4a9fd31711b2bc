import type { TAttendancePrediction } from "@mawid/contracts/analytics";
import { useI18n } from "../../../shared/i18n/i18n-context";

type Factor = TAttendancePrediction["factors"][number];

/** The factors the predictor weighs, named in the reader's language; their levels come as the service wrote them. */
const FACTORS = ["category", "weekday", "season", "maghrib", "pricing"] as const;
const isFactor = (name: string): name is (typeof FACTORS)[number] =>
  (FACTORS as readonly string[]).includes(name);

/**
 * Each factor's push on the show-up rate as a bar from the middle: to the end for more people, to the
 * start for fewer. The words carry the figure; the bar is only the picture of it.
 */
export function FactorBars({ factors }: { factors: readonly Factor[] }) {
  const { t, locale } = useI18n();
  const points = new Intl.NumberFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const largest = Math.max(1, ...factors.map((f) => Math.abs(f.effect)));
  return (
    <ul className="factor-bars">
      {factors.map((factor) => {
        const width = `${(Math.abs(factor.effect) / largest) * 50}%`;
        return (
          <li key={factor.name}>
            <div className="factor-text">
              <span className="factor-name">
                {isFactor(factor.name) ? t(`an.factor.${factor.name}`) : factor.name}
              </span>
              <span className="factor-effect" dir="ltr">
                {t("an.pred.points", { points: points.format(factor.effect) })}
              </span>
            </div>
            <div className="factor-track" aria-hidden>
              <span
                className={factor.effect < 0 ? "factor-bar factor-bar-down" : "factor-bar factor-bar-up"}
                style={{ inlineSize: width }}
              />
            </div>
            {factor.detail ? <p className="muted small">{factor.detail}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
