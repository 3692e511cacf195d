// What the server is configured with for the gym's classes (TZ, CLASS_HORIZON_WEEKS, CLASS_LATE_CANCEL_*).
export interface ClassSettings {
  /** IANA zone of the gym's wall clock: a schedule's "Tuesday 18:00" is read on it. */
  timeZone: string;
  /** Weeks ahead for which each schedule has made its sessions. */
  horizonWeeks: number;
  /** A cancellation this many hours or less before the start is a late one. */
  lateCancelHours: number;
  /** A late cancellation spends the lesson. */
  lateCancelSpends: boolean;
}

export const DEFAULT_CLASS_SETTINGS: ClassSettings = {
  timeZone: 'Europe/Istanbul',
  horizonWeeks: 8,
  lateCancelHours: 2,
  lateCancelSpends: false,
};
