import type { TScanDirection } from "@mawid/contracts/checkin";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import { useHoldsRole } from "../../auth/use-holds-role";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Skeleton from "antd/es/skeleton";
import { useCallback, useMemo, useState } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { useEvent } from "../../events/shared/event-queries";
import { DevicesPanel } from "../host/devices-panel";
import { GatesPanel } from "../host/gates-panel";
import { ManualLookup } from "../lookup/manual-lookup";
import { SyncStatus } from "../offline/sync-status";
import { useOfflineBundle } from "../offline/use-offline-bundle";
import { useOfflineSync } from "../offline/use-offline-sync";
import { CameraView } from "../scanner/camera-view";
import { signal, verdictOf } from "../scanner/feedback";
import { ResultPanel } from "../scanner/result-panel";
import { LiveCounts } from "../stats/live-counts";
import { checkinErrorText } from "./checkin-error-text";
import { forgetDeviceToken } from "./device-token";
import { StationSettings } from "./station-settings";
import { stationClient } from "./station-client";
import { useDeviceSelf } from "./use-device-self";
import { type ScanOutcome, useScan } from "./use-scan";
import { useStationGate } from "./use-station-gate";

interface Props {
  eventId: string;
  /** An enrolled device's credential, or null for a signed-in member. */
  deviceToken: string | null;
  /** The service worker keeps what this page needs to reload and scan offline. */
  offlineReady: boolean;
  onForget: () => void;
}

/** The scanner: where it stands, the camera and its answers, sync, lookup, live counts, and the host's tools. */
export function StationScreen({ eventId, deviceToken, offlineReady, onForget }: Props) {
  const { t, say, locale } = useI18n();
  const client = useMemo(() => stationClient(deviceToken), [deviceToken]);
  const isDevice = deviceToken !== null;
  const device = useDeviceSelf(client, eventId, isDevice);
  const event = useEvent(eventId);
  // gates, devices and undo; scanners and enrolled devices scan and look people up
  const host =
    useHoldsRole(event.data?.organizationId, ORGANISER_ROLES, { platformAdmin: true }) && !isDevice;
  const bundle = useOfflineBundle(client, eventId, isDevice ? "device" : "member");
  const deviceId = device.data?.deviceId ?? null;
  const sync = useOfflineSync(client, eventId, deviceId, !isDevice || deviceId !== null);
  const allGates = bundle.data?.bundle.gates ?? [];
  const allowed = device.data?.gateIds ?? [];
  const gates = allowed.length ? allGates.filter((g) => allowed.includes(g.id)) : allGates;
  const [gateId, setGateId] = useStationGate(eventId, gates);
  const [direction, setDirection] = useState<TScanDirection>("in");
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const scan = useScan({
    client,
    eventId,
    deviceId,
    gateId,
    direction,
    bundle: bundle.data?.bundle,
    onQueued: () => void sync.refresh(),
  });
  const show = useCallback((next: ScanOutcome) => {
    setOutcome(next);
    signal(next.kind === "answer" ? verdictOf(next.answer.result) : "stop");
  }, []);
  const onCode = useCallback(async (text: string) => show(await scan(text)), [scan, show]);

  const deviceRefused = device.error ? toAppError(device.error) : null;
  const title = t("page.checkin");
  if (isDevice && deviceRefused && deviceRefused.status !== null && deviceRefused.status < 500) {
    return (
      <div className="container page narrow checkin-page">
        <PageHeader title={title} />
        <Alert type="error" showIcon role="alert" title={say(checkinErrorText(deviceRefused))} />
        <Button
          className="ci-gap"
          onClick={() => {
            forgetDeviceToken(eventId);
            onForget();
          }}
        >
          {t("ci.device.forget")}
        </Button>
      </div>
    );
  }
  if (bundle.isPending || (isDevice && device.isPending)) {
    return (
      <div className="container page checkin-page">
        <PageHeader title={title} />
        <Skeleton.Input active block size="large" />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const subtitle = [
    event.data?.title,
    device.data
      ? t("ci.device.as", {
          name: device.data.name,
          when: formatDateTime(new Date(device.data.expiresAt), locale),
        })
      : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="container page checkin-page">
      <PageHeader title={title} subtitle={subtitle || undefined} />
      {bundle.isError ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={say(checkinErrorText(toAppError(bundle.error), "ci.err.bundle"))}
          className="ci-gap"
        />
      ) : null}
      <div className="ci-layout">
        <div className="ci-main">
          <StationSettings
            gates={gates}
            gateId={gateId}
            onGate={setGateId}
            direction={direction}
            onDirection={setDirection}
          />
          <CameraView onCode={onCode} />
          <ResultPanel outcome={outcome} gates={allGates} />
        </div>
        <div className="ci-side">
          <SyncStatus
            sync={sync}
            bundleAt={bundle.data?.bundle.generatedAt ?? null}
            bundleFresh={bundle.data?.fresh ?? false}
            offlineReady={offlineReady}
          />
          <ManualLookup
            client={client}
            eventId={eventId}
            gateId={gateId}
            canCheckIn={!isDevice}
            canUndo={host}
            onAnswer={(answer) => show({ kind: "answer", answer, offline: false, at: new Date() })}
          />
          <LiveCounts client={client} eventId={eventId} />
        </div>
      </div>
      {host ? (
        <div className="ci-host">
          <GatesPanel client={client} eventId={eventId} gates={allGates} />
          <DevicesPanel client={client} eventId={eventId} gates={allGates} />
        </div>
      ) : null}
    </div>
  );
}
