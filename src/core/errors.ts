// Errors a user caused, as opposed to bugs: the commands turn them into one clear line and exit 2.

/** A wrong flag, a missing argument, an unknown value. */
export class UsageError extends Error {}
