/**
 * A payment's receipt to its payer; a subscription period's receipt to the organisation's owner; a
 * donor's notice of a recurring gift's date that was not charged.
 */
export type MailKind = "receipt" | "subscription-receipt" | "recurring-charge-failed";
