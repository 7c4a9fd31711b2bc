import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with arrow-key movement. The landing page uses these rather than antd's Tabs, whose
 * overflow menu would add a dropdown and menu library to the first download.
 */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const [active, setActive] = useState(items[0]?.key ?? "");
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    let next = index;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === back) next = (index - 1 + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setActive(item.key);
    refs.current[next]?.focus();
  };

  return (
    <div className="m-tabs">
      <div role="tablist" aria-label={label} className="m-tablist">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={active === item.key}
            aria-controls={`${base}-panel-${item.key}`}
            tabIndex={active === item.key ? 0 : -1}
            className="m-tab"
            onClick={() => setActive(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${base}-panel-${item.key}`}
          aria-labelledby={`${base}-tab-${item.key}`}
          hidden={active !== item.key}
          className="m-tabpanel"
        >
          {item.children}
        </div>
      ))}
    </div>
  );
}
