// The errors cmp-lint reports on ../shared/corpus/real-world, file by file, each reviewed by hand
// against Argo CD's behaviour (reference/argo-cd-cmp.md). Every entry is `rule-id:line`; a file not
// listed must have no error. Warnings and infos are not pinned here (the rule fixtures cover them).
export const EXPECTED_ERRORS: Record<string, string[]> = {};
