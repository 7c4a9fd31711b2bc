import { localDate, zonedInstant } from "@mawid/contracts/events";

const LONDON = "Europe/London";

/** A UK tax year: HMRC's Gift Aid claims run from 6 April to 5 April, on London's clock. */
export interface TaxYear {
  /** Its first moment, and the first moment of the next (the export's `to` is exclusive). */
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
}

function taxYearStarting(year: number): TaxYear {
  return {
    from: zonedInstant(`${year}-04-06`, "00:00", LONDON),
    to: zonedInstant(`${year + 1}-04-06`, "00:00", LONDON),
    firstDay: `${year}-04-06`,
    lastDay: `${year + 1}-04-05`,
  };
}

/** The tax year `now` falls in and the one before it. */
export function ukTaxYears(now: Date): { current: TaxYear; previous: TaxYear } {
  const today = localDate(now, LONDON);
  const year = Number(today.slice(0, 4));
  const start = today >= `${year}-04-06` ? year : year - 1;
  return { current: taxYearStarting(start), previous: taxYearStarting(start - 1) };
}
