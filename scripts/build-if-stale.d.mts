/** The repository's root folder. */
export const ROOT: string;
/** Runs `npm run build` when a source is newer than the last build; exits the process if the build fails. */
export function buildIfStale(): void;
