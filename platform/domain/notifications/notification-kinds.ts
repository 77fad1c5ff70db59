// The kinds of notification (docs/decisions/1620): the domain events a person is told about.
// The app words each list entry from the stored French text; the kind lets it pick an icon or a link.
export type NotificationKind =
  /** A customer booked with the study: to its staff. */
  | "demand_created"
  /** A customer asked for an instant (video) consultation: to the study's staff. */
  | "instant_demand_created"
  /** A meeting's slot was confirmed / declined / given a new date / cancelled: to the customer and the study. */
  | "meeting_confirmed"
  | "meeting_declined"
  | "meeting_rescheduled"
  | "meeting_canceled"
  /** The professional marked a meeting done: to the customer and the study. */
  | "meeting_completed"
  /** The professional marked the customer absent: to the customer and the study. */
  | "meeting_no_show"
  /** The customer provided a document: to the study. */
  | "document_uploaded"
  /** The study published the report (constat): to the customer. */
  | "report_published"
  /**
   * Someone accepted an invitation to the study: to its admins. Raised by the invitations code with
   * raiseNotifications(trx, { kind: "invitation_accepted", studyId, recipients: await studyAdminIds(trx, studyId), … }).
   */
  | "invitation_accepted";
