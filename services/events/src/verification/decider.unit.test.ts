import { describe, it } from "vitest";
import { ConflictError } from "@mawid/service";
import { given } from "@mawid/eventstore";
import { type HostVerificationEvent, hostVerificationDecider } from "./decider.ts";

const organizationId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const owner = "11111111-1111-4111-8111-111111111111";
const admin = "99999999-9999-4999-8999-999999999999";
const at = "2026-11-24T10:00:00.000Z";

const request = {
  type: "RequestVerification" as const,
  organizationId,
  userId: owner,
  details: "Masjid Al-Noor, a registered charity serving East London since 1998.",
  documentUrls: ["https://example.org/charity-certificate.pdf"],
  at,
};
const requested: HostVerificationEvent = {
  type: "VerificationRequested",
  version: 1,
  data: {
    organizationId,
    requestedBy: owner,
    details: request.details,
    documentUrls: request.documentUrls,
    contactPhone: null,
    requestedAt: at,
  },
};
const verified: HostVerificationEvent = {
  type: "HostVerified",
  version: 1,
  data: { organizationId, verifiedBy: admin, verifiedAt: at },
};
const rejected: HostVerificationEvent = {
  type: "VerificationRejected",
  version: 1,
  data: { organizationId, rejectedBy: admin, reason: "The certificate is unreadable", rejectedAt: at },
};

describe("host verification decider", () => {
  it("records a request with its details and documents", () => {
    given(hostVerificationDecider, []).when(request).then([requested]);
  });

  it("refuses a second request while one waits", () => {
    given(hostVerificationDecider, [requested])
      .when(request)
      .thenThrows(ConflictError, "VERIFICATION_PENDING");
  });

  it("refuses a request from a host already verified", () => {
    given(hostVerificationDecider, [requested, verified])
      .when(request)
      .thenThrows(ConflictError, "ALREADY_VERIFIED");
  });

  it("lets a rejected host ask again", () => {
    given(hostVerificationDecider, [requested, rejected]).when(request).then([requested]);
  });

  it("verifies the host on approval", () => {
    given(hostVerificationDecider, [requested])
      .when({ type: "ApproveVerification", userId: admin, at })
      .then([verified]);
  });

  it("rejects with the reason", () => {
    given(hostVerificationDecider, [requested])
      .when({ type: "RejectVerification", userId: admin, reason: "The certificate is unreadable", at })
      .then([rejected]);
  });

  it("has nothing to approve or reject without a pending request", () => {
    given(hostVerificationDecider, [])
      .when({ type: "ApproveVerification", userId: admin, at })
      .thenThrows(ConflictError, "NO_PENDING_VERIFICATION");
    given(hostVerificationDecider, [requested, rejected])
      .when({ type: "RejectVerification", userId: admin, reason: "again", at })
      .thenThrows(ConflictError, "NO_PENDING_VERIFICATION");
    given(hostVerificationDecider, [requested, verified])
      .when({ type: "ApproveVerification", userId: admin, at })
      .thenThrows(ConflictError, "ALREADY_VERIFIED");
  });
});
