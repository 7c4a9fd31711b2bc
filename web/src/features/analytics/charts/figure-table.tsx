import type { FigureTable } from "./series";

/** A chart's figures as a table: the same numbers for screen readers and for anyone who prefers them. */
export function FigureTableView({ caption, table }: { caption: string; table: FigureTable }) {
  const [first, ...others] = table.columns;
  return (
    // a long table scrolls inside its card; the region takes focus so a keyboard can scroll it
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="figure-table-scroll" aria-label={caption} tabIndex={0}>
      <table className="figure-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {others.map((column) => (
              <th key={column} scope="col" className="num">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, i) => (
                <td key={others[i] ?? i} dir="ltr">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
