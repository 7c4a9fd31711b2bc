import type { z } from "zod";
import type { EventMeta } from "@mawid/bus";
import type { EventDefinition } from "@mawid/contracts/platform";
import type { Row } from "./merge-rows.ts";
import type { ProjectedTable } from "./read-model-tables.ts";

/** A row a message contributes to one read-model table. */
export interface Fact {
  table: ProjectedTable;
  row: Row;
}

/** What one event definition contributes to the read models: pure, so live and rebuild agree. */
export interface Projector {
  definition: EventDefinition;
  facts(data: unknown, meta: EventMeta): Fact[];
}

export function projector<D extends EventDefinition>(
  definition: D,
  facts: (data: z.infer<D["schema"]>, meta: EventMeta) => Fact[],
): Projector {
  return { definition, facts: facts as Projector["facts"] };
}

export const fact = (table: ProjectedTable, row: Row): Fact => ({ table, row });
