import type { Migration } from "@mawid/eventstore";
import * as admissions from "./migrations/001-admissions.ts";
import * as gatesAndDevices from "./migrations/002-gates-and-devices.ts";
import * as scans from "./migrations/003-scans.ts";
import * as secretDigests from "./migrations/004-secret-digests.ts";
import * as scanWriteRows from "./migrations/005-scan-write-rows.ts";
import * as deviceActivityInScanWrites from "./migrations/006-device-activity-in-scan-writes.ts";
import * as deviceActivityRecounted from "./migrations/007-device-activity-recounted.ts";
import * as deviceCountsPlannedOnce from "./migrations/008-device-counts-planned-once.ts";
import * as chainCheckPlannedOnce from "./migrations/009-chain-check-planned-once.ts";

/** Check-in's own migrations, oldest first; a new migration is a new numbered file and one line here. */
export const checkinMigrations: readonly Migration[] = [
  { name: "001-admissions", up: admissions.up },
  { name: "002-gates-and-devices", up: gatesAndDevices.up },
  { name: "003-scans", up: scans.up },
  { name: "004-secret-digests", up: secretDigests.up },
  { name: "005-scan-write-rows", up: scanWriteRows.up },
  { name: "006-device-activity-in-scan-writes", up: deviceActivityInScanWrites.up },
  { name: "007-device-activity-recounted", up: deviceActivityRecounted.up },
  { name: "008-device-counts-planned-once", up: deviceCountsPlannedOnce.up },
  { name: "009-chain-check-planned-once", up: chainCheckPlannedOnce.up },
];
