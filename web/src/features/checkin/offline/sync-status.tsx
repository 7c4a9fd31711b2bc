import Button from "antd/es/button";
import { useSyncExternalStore } from "react";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { checkinErrorText } from "../station/checkin-error-text";
import type { SyncState } from "./use-offline-sync";
import { Badge } from "../ui/badge";

function subscribe(notify: () => void) {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

interface Props {
  sync: SyncState & { sync: () => Promise<void> };
  bundleAt: string | null;
  bundleFresh: boolean;
  offlineReady: boolean;
}

/** Whether the station is online, what waits to be sent, when it last synced, and what came back as duplicates. */
export function SyncStatus({ sync, bundleAt, bundleFresh, offlineReady }: Props) {
  const { t, say, locale } = useI18n();
  const online = useOnline();
  return (
    <section className="ci-card" aria-labelledby="ci-sync-title">
      <h2 id="ci-sync-title">{t("ci.sync.title")}</h2>
      <p className="ci-sync-line">
        <Badge tone={online ? "up" : "down"}>{online ? t("ci.sync.online") : t("ci.sync.offline")}</Badge>
        <span data-testid="ci-queued">{t("ci.sync.queued", { count: sync.queued })}</span>
      </p>
      <p className="ci-muted">
        {sync.lastSyncAt
          ? t("ci.sync.last", { when: formatDateTime(sync.lastSyncAt, locale) })
          : t("ci.sync.never")}
      </p>
      <p className="ci-muted">
        {bundleAt
          ? t(bundleFresh ? "ci.sync.bundle" : "ci.sync.bundleKept", {
              when: formatDateTime(new Date(bundleAt), locale),
            })
          : t("ci.sync.noBundle")}
      </p>
      {offlineReady ? <p className="ci-muted">{t("ci.sync.shellReady")}</p> : null}
      {sync.failure ? (
        <p role="alert" className="ci-error">
          {say(checkinErrorText(sync.failure))}
        </p>
      ) : null}
      <Button onClick={() => void sync.sync()} loading={sync.syncing} disabled={!online || sync.queued === 0}>
        {t("ci.sync.now")}
      </Button>
      {sync.duplicates.length > 0 ? (
        <div className="ci-duplicates">
          <h3>{t("ci.sync.duplicates", { count: sync.duplicates.length })}</h3>
          <p className="ci-muted">{t("ci.sync.duplicatesHelp")}</p>
          <ul>
            {sync.duplicates.map((d) => (
              <li key={d.nonce}>
                {t("ci.sync.duplicate", {
                  name: d.attendeeName ?? t("ci.unknownHolder"),
                  when: formatDateTime(new Date(d.scannedAt), locale),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
