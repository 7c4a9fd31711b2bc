import { type TEventStatus, ZEventStatus } from "@mawid/contracts/events";
import type { TMembership } from "@mawid/contracts/identity";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { statusKey } from "../shared/labels";
import type { BulkSource } from "./bulk-rows";

interface Props {
  value: BulkSource;
  onChange: (source: BulkSource) => void;
  platformAdmin: boolean;
  /** The organisations whose events the user manages (owner or admin). */
  organizations: readonly TMembership[];
}

/** Which events to list: platform admins' queues, or an organisation's own events in any status. */
export function SourcePicker({ value, onChange, platformAdmin, organizations }: Props) {
  const { t } = useI18n();
  const id = useId();
  const first = organizations[0];
  const own = (organizationId: string, status: TEventStatus | undefined): BulkSource => ({
    kind: "organization",
    organizationId,
    status,
  });
  return (
    <div className="filters">
      {platformAdmin ? (
        <Segmented
          value={value.kind}
          onChange={(kind) =>
            onChange(
              kind === "organization" && first
                ? own(first.organizationId, undefined)
                : ({ kind } as BulkSource),
            )
          }
          options={[
            { value: "submitted", label: t("ev.status.submitted") },
            { value: "published", label: t("ev.status.published") },
            ...(first ? [{ value: "organization", label: t("ev.bulk.ownEvents") }] : []),
          ]}
        />
      ) : null}
      {value.kind === "organization" ? (
        <>
          {organizations.length > 1 ? (
            <div className="field">
              <label htmlFor={`${id}-org`}>{t("ev.f.organization")}</label>
              <Select
                id={`${id}-org`}
                className="full-width"
                value={value.organizationId}
                onChange={(organizationId: string) => onChange(own(organizationId, value.status))}
                options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
              />
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-status`}>{t("ev.f.status")}</label>
            <Select
              id={`${id}-status`}
              className="full-width"
              value={value.status ?? ""}
              onChange={(status: string) =>
                onChange(own(value.organizationId, (status || undefined) as TEventStatus | undefined))
              }
              options={[
                { value: "", label: t("ev.anyStatus") },
                ...ZEventStatus.options.map((s) => ({ value: s, label: t(statusKey(s)) })),
              ]}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
