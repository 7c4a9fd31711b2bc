import type { ReactNode } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

interface Props {
  /** Names the heading's id, `<name>-title`, which labels the section. */
  name: string;
  titleKey: MessageKey;
  subtitleKey?: MessageKey;
  /** The footer's in-page links point at some sections. */
  anchor?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A centred landing section: heading, optional subtitle, then its content. */
export function LandingSection({ name, titleKey, subtitleKey, anchor, tinted, children }: Props) {
  const { t } = useI18n();
  const titleId = `${name}-title`;
  return (
    <section className={tinted ? "section section-tinted" : "section"} id={anchor} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section-title">
          {t(titleKey)}
        </h2>
        {subtitleKey ? <p className="section-subtitle">{t(subtitleKey)}</p> : null}
        {children}
      </div>
    </section>
  );
}
