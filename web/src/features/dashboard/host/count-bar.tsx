import Progress from "antd/es/progress";

/**
 * A count against its whole as a bar with the figures beside it in words; with no whole (an event
 * without a capacity) only the words. The bar is named by the same words for screen readers.
 */
export function CountBar({ text, count, of }: { text: string; count: number; of: number | null }) {
  const percent = of && of > 0 ? Math.min(100, Math.round((count / of) * 100)) : null;
  return (
    <div className="count-bar">
      <span className="count-bar-text">{text}</span>
      {percent === null ? null : <Progress percent={percent} size="small" aria-label={text} />}
    </div>
  );
}
