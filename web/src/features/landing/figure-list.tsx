import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

/** Pairs of a headline number and its caption. */
export type Figures = ReadonlyArray<readonly [value: MessageKey, label: MessageKey]>;

/** Headline numbers with captions; the numbers keep left-to-right order in every language. */
export function FigureList({ figures, className, id }: { figures: Figures; className: string; id?: string }) {
  const { t } = useI18n();
  return (
    <ul className={className} id={id}>
      {figures.map(([value, label]) => (
        <li key={value}>
          <span className="figure-value" dir="ltr">
            {t(value)}
          </span>
          <span className="figure-label">{t(label)}</span>
        </li>
      ))}
    </ul>
  );
}
