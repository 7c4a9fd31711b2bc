import { EventsErrorCode, type TEventStatus } from "@mawid/contracts/events";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@mawid/service/errors";

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super("Event not found", EventsErrorCode.eventNotFound);
  }
}

export class SessionNotFoundError extends NotFoundError {
  constructor() {
    super("Session not found", EventsErrorCode.sessionNotFound);
  }
}

export class SpeakerNotFoundError extends NotFoundError {
  constructor() {
    super("Speaker not found", EventsErrorCode.speakerNotFound);
  }
}

export class UnknownSpeakerError extends ValidationError {
  constructor() {
    super(
      "Add the speaker to the event before naming them in a session",
      { speakerIds: "Unknown speaker" },
      EventsErrorCode.unknownSpeaker,
    );
  }
}

/** The event's status does not allow the change: e.g. approving a draft, publishing a cancelled event. */
export class InvalidEventStatusError extends ConflictError {
  constructor(status: TEventStatus, action: string) {
    super(`A ${status} event cannot be ${action}`, EventsErrorCode.invalidEventStatus);
  }
}

export class EventIncompleteError extends ValidationError {
  constructor(message: string, field: string) {
    super(message, { [field]: message }, EventsErrorCode.eventIncomplete);
  }
}

export class InvalidEventTimesError extends ValidationError {
  constructor(message = "An event must end after it starts") {
    super(message, { endsAt: message }, EventsErrorCode.invalidEventTimes);
  }
}

/** Same text and code as the platform's requireVerifiedEmail, decided here from the command's actor. */
export class EmailNotVerifiedError extends ForbiddenError {
  constructor() {
    super(
      "Verify your e-mail address before you publish events or sell tickets",
      EventsErrorCode.emailNotVerified,
    );
  }
}

export class NotAMemberError extends ForbiddenError {
  constructor() {
    super("You are not a member of this organisation", EventsErrorCode.notAMember);
  }
}

export class InsufficientRoleError extends ForbiddenError {
  constructor(roles: readonly string[]) {
    super(`This needs one of these roles: ${roles.join(", ")}`, EventsErrorCode.insufficientRole);
  }
}

export class PlatformAdminOnlyError extends ForbiddenError {
  constructor() {
    super("Only platform administrators can do this", EventsErrorCode.platformAdminOnly);
  }
}

export class AlreadyInSeriesError extends ConflictError {
  constructor() {
    super("This event is already part of a series", EventsErrorCode.alreadyInSeries);
  }
}

export class SeriesDateNotAfterFirstError extends ValidationError {
  constructor(firstDate: string) {
    super(
      "Every date of a series comes after its first event",
      { recurrence: `The first event is on ${firstDate}` },
      EventsErrorCode.seriesDateNotAfterFirst,
    );
  }
}

export class PlaceNeededForPrayerTimeError extends ValidationError {
  constructor() {
    super(
      "A time relative to a prayer needs the event's venue, to know its prayer times",
      { startRelativeTo: "Add the venue first" },
      EventsErrorCode.placeNeededForPrayerTime,
    );
  }
}
