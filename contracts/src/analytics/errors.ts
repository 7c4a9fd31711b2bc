/** The analytics service's own error codes, beside the shared ones. */
export const AnalyticsErrorCode = {
  /** No event of this id has been announced to analytics (or it is not this organisation's). */
  eventNotFound: "EVENT_NOT_FOUND",
  /** The organisation's tier lacks the feature the request needs; the message names it. */
  featureNotInTier: "FEATURE_NOT_IN_TIER",
  /** A timeseries of more points than one answer holds. */
  tooManyPoints: "TOO_MANY_POINTS",
} as const;
