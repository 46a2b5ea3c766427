// Findings of @doyensec/electronegativity below HIGH that we accept, each with the reason and
// where the protection really lives. The scan in the test command fails on any HIGH finding and
// on any finding not listed here (test/unit/security/electronegativity.test.ts).

export interface AcceptedFinding {
  /** The tool's check id. */
  id: string;
  /** File as the tool names it, relative to electron/ ("N/A" for global checks). */
  file: string;
  why: string;
}

export const ACCEPTED_FINDINGS: readonly AcceptedFinding[] = [
  {
    id: 'CSP_GLOBAL_CHECK',
    file: 'N/A',
    why: 'The tool looks for a CSP string literal in a header assignment. Ours is set on every response of every session by electron/security/csp.ts (policy in csp-policy.ts, shared with the web host), tested in test/unit/security/csp.test.ts.',
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main.ts',
    why: 'Review item. main.ts hands shell.openExternal to the guards only; navigation.ts and window-open.ts pass it nothing but https URLs parsed and normalised by externalLinkTarget (trusted-url.ts, tested with misleading URLs).',
  },
];
