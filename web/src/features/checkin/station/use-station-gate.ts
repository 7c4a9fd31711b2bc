import type { TGate } from "@mawid/contracts/checkin";
import { useState } from "react";

const keyOf = (eventId: string) => `mawid.checkin.gate.${eventId}`;

/** The gate this station stands at, remembered on the device: a volunteer's phone stays at its door. */
export function useStationGate(eventId: string, gates: readonly TGate[]) {
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(keyOf(eventId)));
  const gateId = gates.some((g) => g.id === chosen) ? (chosen ?? undefined) : gates[0]?.id;
  const choose = (id: string) => {
    localStorage.setItem(keyOf(eventId), id);
    setChosen(id);
  };
  return [gateId, choose] as const;
}
