import type { ReactNode } from "react";

interface StatusPanelProps {
  icon: ReactNode;
  /** The icon's colour: a failure in the theme's error colour, anything else in its primary. */
  tone: "error" | "info";
  title: string;
  text: string;
  actions: ReactNode;
}

/**
 * A page-sized answer (something broke, the page is not yours to see), laid out as antd's Result lays
 * it out. For the answers every first visit must be able to give: Result brings its 404, 403 and 500
 * illustrations wherever it is imported, about 10 KB gzipped, which the landing page's first load
 * should not carry. Pages that load later keep Result.
 */
export function StatusPanel({ icon, tone, title, text, actions }: StatusPanelProps) {
  return (
    <div className="status-panel">
      <span className={`status-panel-icon status-panel-icon-${tone}`} aria-hidden>
        {icon}
      </span>
      <h1 className="result-title">{title}</h1>
      <p className="status-panel-text">{text}</p>
      <div className="status-panel-actions">{actions}</div>
    </div>
  );
}
