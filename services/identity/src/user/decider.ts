import type { TPatchMeRequest, TUserEvent } from "@mawid/contracts/identity";
import { ConflictError, NotFoundError } from "@mawid/service/errors";
import type { Decider } from "@mawid/eventstore";
import { InvalidTokenError } from "../errors.ts";

export type UserEvent = TUserEvent;

export type UserCommand =
  | {
      type: "RegisterUser";
      userId: string;
      email: string;
      displayName: string;
      method: "password" | "google";
      /** The identity provider vouched for the address. */
      emailVerified: boolean;
      /** An address already verified (an identity provider's, demo data) that is to be a platform admin. */
      grantAdmin: boolean;
      /** Signing up through an identity provider links that identity at once. */
      external?: { provider: string; subject: string };
      at: string;
    }
  | { type: "VerifyEmail"; email: string; at: string }
  | { type: "ChangePassword"; at: string }
  | { type: "UpdateProfile"; changes: TPatchMeRequest; at: string }
  | { type: "GrantPlatformRole"; role: "admin"; at: string }
  | {
      type: "LinkExternalIdentity";
      provider: string;
      subject: string;
      /** The address the provider verified: it also verifies the account when it is the same. */
      verifiedEmail: string;
      at: string;
    };

export interface UserState {
  userId: string | null;
  email: string;
  emailVerified: boolean;
  role: "user" | "admin";
  identities: string[];
}

const initialState: UserState = {
  userId: null,
  email: "",
  emailVerified: false,
  role: "user",
  identities: [],
};

function requireExisting(state: UserState): string {
  if (!state.userId) throw new NotFoundError("Account not found");
  return state.userId;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "RegisterUser": {
        if (state.userId) throw new ConflictError("This account already exists");
        const { userId, email, at } = command;
        const events: UserEvent[] = [
          {
            type: "UserRegistered",
            version: 1,
            data: {
              userId,
              email,
              displayName: command.displayName,
              method: command.method,
              registeredAt: at,
            },
          },
        ];
        if (command.emailVerified)
          events.push({ type: "EmailVerified", version: 1, data: { userId, email, verifiedAt: at } });
        if (command.grantAdmin)
          events.push({
            type: "PlatformRoleGranted",
            version: 1,
            data: { userId, role: "admin", grantedAt: at },
          });
        if (command.external) {
          const { provider, subject } = command.external;
          events.push({
            type: "ExternalIdentityLinked",
            version: 1,
            data: { userId, provider, subject, linkedAt: at },
          });
        }
        return events;
      }
      case "VerifyEmail": {
        const userId = requireExisting(state);
        // A link sent to an address the account no longer uses proves nothing about the current one.
        if (command.email !== state.email) throw new InvalidTokenError();
        if (state.emailVerified) return [];
        return [
          { type: "EmailVerified", version: 1, data: { userId, email: state.email, verifiedAt: command.at } },
        ];
      }
      case "ChangePassword":
        return [
          {
            type: "PasswordChanged",
            version: 1,
            data: { userId: requireExisting(state), changedAt: command.at },
          },
        ];
      case "UpdateProfile": {
        const userId = requireExisting(state);
        if (Object.keys(command.changes).length === 0) return [];
        return [
          { type: "ProfileUpdated", version: 1, data: { userId, ...command.changes, updatedAt: command.at } },
        ];
      }
      case "GrantPlatformRole": {
        const userId = requireExisting(state);
        if (state.role === command.role) return [];
        return [
          {
            type: "PlatformRoleGranted",
            version: 1,
            data: { userId, role: command.role, grantedAt: command.at },
          },
        ];
      }
      case "LinkExternalIdentity": {
        const userId = requireExisting(state);
        if (state.identities.includes(`${command.provider}:${command.subject}`)) return [];
        const events: UserEvent[] = [
          {
            type: "ExternalIdentityLinked",
            version: 1,
            data: { userId, provider: command.provider, subject: command.subject, linkedAt: command.at },
          },
        ];
        if (!state.emailVerified && command.verifiedEmail === state.email) {
          events.push({
            type: "EmailVerified",
            version: 1,
            data: { userId, email: state.email, verifiedAt: command.at },
          });
        }
        return events;
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "UserRegistered":
        return { ...state, userId: event.data.userId, email: event.data.email };
      case "EmailVerified":
        return { ...state, emailVerified: true };
      case "PlatformRoleGranted":
        return { ...state, role: event.data.role };
      case "ExternalIdentityLinked":
        return {
          ...state,
          identities: [...state.identities, `${event.data.provider}:${event.data.subject}`],
        };
      case "PasswordChanged":
      case "ProfileUpdated":
        return state;
    }
  },
};
