import type { TBulkResult } from "@mawid/contracts/events";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../../../shared/http/error-text";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { useAuth } from "../../auth/auth-context";
import { categoryKey } from "../shared/labels";
import { QueryError } from "../shared/query-error";
import { StatusTag } from "../shared/status-tag";
import { zonedClock, zonedDate } from "../shared/zoned-format";
import "../events.css";
import { BulkActionBar, type BulkChoice } from "./bulk-action-bar";
import { useBulk } from "./bulk-api";
import { type BulkRow, type BulkSource, useBulkRows } from "./bulk-rows";
import { downloadCsv } from "./download-csv";
import { SourcePicker } from "./source-picker";

/**
 * /bulk-operations: select events, apply one action; the outcome is shown beside each event. Platform
 * admins start from the approval queue; organisation owners and admins from their own events, drafts too.
 */
export default function BulkOperationsPage() {
  const { t, say, locale } = useI18n();
  const report = useErrorPolicy();
  const { me } = useAuth();
  const platformAdmin = me?.profile.role === "admin";
  const managed = useMemo(
    () => (me?.organizations ?? []).filter((o) => MANAGER_ROLES.includes(o.role)),
    [me?.organizations],
  );
  const [source, setSource] = useState<BulkSource>(() =>
    !platformAdmin && managed[0]
      ? { kind: "organization", organizationId: managed[0].organizationId, status: undefined }
      : { kind: "submitted" },
  );
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [results, setResults] = useState<Map<string, TBulkResult>>(new Map());
  const rows = useBulkRows(source, page);
  const bulk = useBulk();

  const apply = (choice: BulkChoice) =>
    bulk.mutate(
      { ...choice, eventIds: selected },
      {
        onSuccess: (answer) => {
          setResults(new Map(answer.results.map((r) => [r.eventId, r])));
          if (answer.csv !== null) downloadCsv(answer.csv, "events.csv");
        },
        onError: (error) => report(error, { fallback: "ev.actionFailed" }),
      },
    );
  const outcome = (row: BulkRow) => {
    const result = results.get(row.id);
    if (!result) return null;
    if (result.ok) return <StatusTag status={result.status} />;
    // Each event's refusal reads by its code like any other error; a code the web does not know shows the service's words.
    const reason = say(
      errorText({ status: 409, code: result.error.code, message: result.error.message, fields: {} }),
    );
    return <Tag color="red">{t("ev.bulk.failedWith", { reason })}</Tag>;
  };
  const counts = [...results.values()];
  const failed = counts.filter((r) => !r.ok).length;

  return (
    <div className="container page events-page">
      <PageHeader title={t("page.bulkOperations")} subtitle={t("ev.bulk.subtitle")} />
      <SourcePicker
        value={source}
        platformAdmin={platformAdmin}
        organizations={managed}
        onChange={(value) => {
          setSource(value);
          setPage(1);
          setSelected([]);
          setResults(new Map());
        }}
      />
      <BulkActionBar count={selected.length} busy={bulk.isPending} onApply={apply} />
      {counts.length > 0 ? (
        <p role="status">{t("ev.bulk.summary", { ok: counts.length - failed, failed })}</p>
      ) : null}
      {rows.isError ? <QueryError error={rows.error} fallback="ev.loadFailed" /> : null}
      <Table<BulkRow>
        rowKey="id"
        loading={rows.isPending || rows.isFetching}
        dataSource={rows.data?.rows ?? []}
        scroll={{ x: true }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{
          current: rows.data?.page ?? page,
          pageSize: rows.data?.pageSize ?? 20,
          total: rows.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: "title",
            title: t("ev.f.title"),
            render: (_v, row) => (
              <Link to={`/event/${row.id}`}>
                <bdi>{row.title}</bdi>
              </Link>
            ),
          },
          {
            key: "when",
            title: t("ev.when"),
            render: (_v, row) =>
              `${zonedDate(row.startsAt, row.timeZone, locale)} ${zonedClock(row.startsAt, row.timeZone, locale)}`,
          },
          {
            key: "category",
            title: t("ev.f.category"),
            // on a phone the row keeps what the action needs: the title, when, status and result
            responsive: ["md"],
            render: (_v, row) => t(categoryKey(row.category)),
          },
          ...(source.kind === "organization"
            ? [
                {
                  key: "status",
                  title: t("ev.f.status"),
                  render: (_v: unknown, row: BulkRow) =>
                    row.status ? <StatusTag status={row.status} /> : null,
                },
              ]
            : []),
          { key: "result", title: t("ev.bulk.result"), render: (_v, row) => outcome(row) },
        ]}
      />
    </div>
  );
}
