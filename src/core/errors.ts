// Errors a user caused, as opposed to bugs: the commands turn them into one clear line and exit 2.

/** A wrong flag, a missing argument, an unknown value. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** pointer: whether to add "Run 'cmp-lint … --help' for usage." (not for a bad path, say) */
  constructor(
    message: string,
    readonly pointer = true,
  ) {
    super(message);
  }
}
