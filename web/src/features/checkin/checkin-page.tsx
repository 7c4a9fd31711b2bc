import { useState } from "react";
import { useParams } from "react-router-dom";
import { ANY_MEMBER } from "../../app/access";
import { RequireAuth } from "../../app/require-auth";
import { useOfflineShell } from "./pwa/use-offline-shell";
import { adoptDeviceTokenFromLink, storedDeviceToken } from "./station/device-token";
import { StationScreen } from "./station/station-screen";
import "./checkin.css";

/**
 * /event/{id}/checkin, the unified scanner. An enrolled device (its link carries `#device=`) scans
 * with its own credential and needs no account; anyone else scans as a member of the organisation.
 */
export default function CheckinPage() {
  const { id = "" } = useParams();
  const [deviceToken, setDeviceToken] = useState(() => {
    adoptDeviceTokenFromLink(id);
    return storedDeviceToken(id);
  });
  const offlineReady = useOfflineShell();
  if (deviceToken)
    return (
      <StationScreen
        key={`device-${id}`}
        eventId={id}
        deviceToken={deviceToken}
        offlineReady={offlineReady}
        onForget={() => setDeviceToken(null)}
      />
    );
  return (
    <RequireAuth access={ANY_MEMBER}>
      <StationScreen
        key={`member-${id}`}
        eventId={id}
        deviceToken={null}
        offlineReady={offlineReady}
        onForget={() => undefined}
      />
    </RequireAuth>
  );
}
