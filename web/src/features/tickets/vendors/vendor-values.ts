import type { TAddVendorRequest } from "@mawid/contracts/ticketing";

/** The add-vendor form as typed: every field text, the expiry as the date picker's YYYY-MM-DD. */
export interface VendorValues {
  name?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  certificationBody?: string;
  certificateNumber?: string;
  certificateExpiresOn?: string;
}

/** A contact left empty is sent as none (null), which the contract accepts, not as "" which it refuses. */
const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export function toAddVendorRequest(v: VendorValues): TAddVendorRequest {
  return {
    name: v.name ?? "",
    contactName: v.contactName ?? "",
    contactEmail: orNull(v.contactEmail),
    contactPhone: orNull(v.contactPhone),
    certificationBody: v.certificationBody ?? "",
    certificateNumber: v.certificateNumber ?? "",
    certificateExpiresOn: v.certificateExpiresOn ?? "",
  };
}
