import type {
  THostVerification,
  THostVerificationEvent,
  TRequestVerificationRequest,
} from "@mawid/contracts/events";
import { ConflictError } from "@mawid/service/errors";
import type { Decider } from "@mawid/eventstore";

export type HostVerificationEvent = THostVerificationEvent;

/**
 * Who may ask and who may decide is checked at the edge from the verified claims (the organisation's
 * roles live in identity's token, not in this stream); the decider keeps the order of things.
 */
export type HostVerificationCommand =
  | ({
      type: "RequestVerification";
      organizationId: string;
      userId: string;
      at: string;
    } & TRequestVerificationRequest)
  | { type: "ApproveVerification"; userId: string; at: string }
  | { type: "RejectVerification"; userId: string; reason: string; at: string };

export interface HostVerificationState {
  /** The verification as its views show it, so a command answers from the state it decided on. */
  verification: THostVerification | null;
}

const initialState: HostVerificationState = { verification: null };

function pendingOrganization({ verification }: HostVerificationState): string {
  if (verification?.status === "verified") {
    throw new ConflictError("This organisation is already verified", "ALREADY_VERIFIED");
  }
  if (verification?.status !== "pending") {
    throw new ConflictError(
      "There is no verification request waiting for a decision",
      "NO_PENDING_VERIFICATION",
    );
  }
  return verification.organizationId;
}

export const hostVerificationDecider: Decider<
  HostVerificationCommand,
  HostVerificationEvent,
  HostVerificationState
> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "RequestVerification": {
        const status = state.verification?.status;
        if (status === "verified") {
          throw new ConflictError("This organisation is already verified", "ALREADY_VERIFIED");
        }
        if (status === "pending") {
          throw new ConflictError(
            "A verification request is already waiting for a decision",
            "VERIFICATION_PENDING",
          );
        }
        return [
          {
            type: "VerificationRequested",
            version: 1,
            data: {
              organizationId: command.organizationId,
              requestedBy: command.userId,
              details: command.details,
              documentUrls: command.documentUrls,
              contactPhone: command.contactPhone ?? null,
              requestedAt: command.at,
            },
          },
        ];
      }
      case "ApproveVerification": {
        const organizationId = pendingOrganization(state);
        return [
          {
            type: "HostVerified",
            version: 1,
            data: { organizationId, verifiedBy: command.userId, verifiedAt: command.at },
          },
        ];
      }
      case "RejectVerification": {
        const organizationId = pendingOrganization(state);
        return [
          {
            type: "VerificationRejected",
            version: 1,
            data: {
              organizationId,
              rejectedBy: command.userId,
              reason: command.reason,
              rejectedAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "VerificationRequested": {
        const d = event.data;
        return {
          verification: {
            organizationId: d.organizationId,
            status: "pending",
            details: d.details,
            documentUrls: d.documentUrls,
            contactPhone: d.contactPhone,
            requestedAt: d.requestedAt,
            decidedAt: null,
            rejectionReason: null,
          },
        };
      }
      case "HostVerified":
        return state.verification
          ? { verification: { ...state.verification, status: "verified", decidedAt: event.data.verifiedAt } }
          : state;
      case "VerificationRejected":
        return state.verification
          ? {
              verification: {
                ...state.verification,
                status: "rejected",
                decidedAt: event.data.rejectedAt,
                rejectionReason: event.data.reason,
              },
            }
          : state;
    }
  },
};
