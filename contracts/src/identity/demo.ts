/**
 * The demo data identity creates when MAWID_DEMO_DATA=1, with fixed ids so other services can seed
 * events and tickets for the same organisation. Local development only: these credentials are public.
 */
export const DEMO_PASSWORD = "Mawid-Demo-2026!";
export const DEMO_ORGANIZATION_ID = "0d3b6f1e-7c2a-4e59-9a8b-1f0e5d4c3b21";
export const DEMO_ORGANIZATION_NAME = "Masjid Al-Noor";
export const DEMO_ACCOUNTS = {
  admin: {
    id: "a1d0e8c4-3f5b-4c6a-8e7d-9b0a1c2d3e41",
    email: "admin@demo.mawid.local",
    displayName: "Demo Admin",
  },
  host: {
    id: "b2e1f9d5-4a6c-4d7b-9f8e-0c1b2d3e4f52",
    email: "host@demo.mawid.local",
    displayName: "Demo Host",
  },
  attendee: {
    id: "c3f2a0e6-5b7d-4e8c-8a9f-1d2c3e4f5a63",
    email: "attendee@demo.mawid.local",
    displayName: "Demo Attendee",
  },
} as const;
