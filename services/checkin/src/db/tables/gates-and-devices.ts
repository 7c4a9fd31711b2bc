/** Tables of gates, devices and device secrets (migration 002). */
// biome-ignore lint/complexity/noBannedTypes: filled in by the gates and devices work (issue 21)
export type GateAndDeviceTables = {};
