/** Tables of known events, their public keys, tickets, admissions and scans (migration 001). */
// biome-ignore lint/complexity/noBannedTypes: filled in by the admissions work (issue 21)
export type AdmissionTables = {};
