import type { TEvent, TEventEvent, TSession, TSpeaker } from "@mawid/contracts/events";

export type EventEvent = TEventEvent;

/** The event as its views show it; whether its host is verified is the verification aggregate's to say. */
export type EventRecord = Omit<TEvent, "hostVerified">;

export interface EventState {
  event: EventRecord | null;
  sessions: Record<string, TSession>;
  speakers: Record<string, TSpeaker>;
}

export const initialEventState: EventState = { event: null, sessions: {}, speakers: {} };

function withEvent(state: EventState, change: Partial<EventRecord>, at: string): EventState {
  return state.event ? { ...state, event: { ...state.event, ...change, updatedAt: at } } : state;
}

export function evolveEvent(state: EventState, event: EventEvent): EventState {
  switch (event.type) {
    case "EventCreated": {
      const { eventId, clonedFromEventId, createdBy: _, createdAt, ...fields } = event.data;
      return {
        ...state,
        event: {
          ...fields,
          id: eventId,
          status: "draft",
          clonedFromEventId,
          rejectionReason: null,
          cancellationReason: null,
          createdAt,
          updatedAt: createdAt,
          submittedAt: null,
          approvedAt: null,
          publishedAt: null,
          cancelledAt: null,
          completedAt: null,
        },
      };
    }
    case "EventUpdated": {
      const { eventId: _, updatedBy: __, updatedAt, ...fields } = event.data;
      return withEvent(state, fields, updatedAt);
    }
    case "EventSubmitted": {
      const at = event.data.submittedAt;
      return withEvent(state, { status: "submitted", submittedAt: at, rejectionReason: null }, at);
    }
    case "EventApproved": {
      const at = event.data.approvedAt;
      return withEvent(state, { status: "approved", approvedAt: at }, at);
    }
    case "EventRejected": {
      const { reason, rejectedAt } = event.data;
      return withEvent(state, { status: "rejected", rejectionReason: reason }, rejectedAt);
    }
    case "EventPublished": {
      const at = event.data.publishedAt;
      return withEvent(state, { status: "published", publishedAt: at }, at);
    }
    case "EventCancelled": {
      const { reason, cancelledAt } = event.data;
      return withEvent(state, { status: "cancelled", cancellationReason: reason, cancelledAt }, cancelledAt);
    }
    case "EventCompleted": {
      const at = event.data.completedAt;
      return withEvent(state, { status: "completed", completedAt: at }, at);
    }
    case "SpeakerAdded":
    case "SpeakerChanged": {
      const { eventId: _, speakerId, at: __, ...fields } = event.data;
      return { ...state, speakers: { ...state.speakers, [speakerId]: { id: speakerId, ...fields } } };
    }
    case "SpeakerRemoved": {
      const { speakerId } = event.data;
      const { [speakerId]: _, ...speakers } = state.speakers;
      const sessions = Object.fromEntries(
        Object.entries(state.sessions).map(([id, s]) => [
          id,
          { ...s, speakerIds: s.speakerIds.filter((sid) => sid !== speakerId) },
        ]),
      );
      return { ...state, speakers, sessions };
    }
    case "SessionAdded":
    case "SessionChanged": {
      const { eventId: _, sessionId, at: __, ...fields } = event.data;
      return { ...state, sessions: { ...state.sessions, [sessionId]: { id: sessionId, ...fields } } };
    }
    case "SessionRemoved": {
      const { [event.data.sessionId]: _, ...sessions } = state.sessions;
      return { ...state, sessions };
    }
  }
}
