/** What every check-in use case may touch. */
export interface CheckinDeps {
  /** The service's name, as stations see it. */
  name: string;
}
