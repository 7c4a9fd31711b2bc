import type { ReactNode } from "react";

/**
 * A page's title block; each page has exactly one h1 for screen-reader navigation. Titles are often a
 * host's own words (an event's title), so each keeps the direction of its own script.
 */
export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: string;
  subtitle?: string;
  extra?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1>
          <bdi>{title}</bdi>
        </h1>
        {subtitle ? (
          <p className="page-subtitle">
            <bdi>{subtitle}</bdi>
          </p>
        ) : null}
      </div>
      {extra}
    </header>
  );
}
