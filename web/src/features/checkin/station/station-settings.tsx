import type { TGate, TScanDirection } from "@mawid/contracts/checkin";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import { useI18n } from "../../../shared/i18n/i18n-context";

interface Props {
  gates: readonly TGate[];
  gateId: string | undefined;
  onGate: (gateId: string) => void;
  direction: TScanDirection;
  onDirection: (direction: TScanDirection) => void;
}

/** Where this station stands (its gate) and which way people go through it. */
export function StationSettings({ gates, gateId, onGate, direction, onDirection }: Props) {
  const { t } = useI18n();
  return (
    <div className="ci-settings">
      {gates.length > 0 ? (
        <div className="ci-field">
          <label htmlFor="ci-gate">{t("ci.gate")}</label>
          <Select
            id="ci-gate"
            value={gateId}
            onChange={onGate}
            options={gates.map((g) => ({ value: g.id, label: g.name }))}
            className="ci-gate-select"
          />
        </div>
      ) : (
        <p className="ci-muted">{t("ci.noGates")}</p>
      )}
      <div className="ci-field">
        <span id="ci-direction-label">{t("ci.direction")}</span>
        <Segmented
          aria-labelledby="ci-direction-label"
          value={direction}
          onChange={(value) => onDirection(value as TScanDirection)}
          options={[
            { value: "in", label: t("ci.direction.in") },
            { value: "out", label: t("ci.direction.out") },
          ]}
        />
      </div>
    </div>
  );
}
