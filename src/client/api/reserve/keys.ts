/** Query keys of the reserve module: its public endpoints (statements, key, proofs) and the admin's proposals. */
export const reserveKeys = {
  all: () => ['reserve'] as const,
  statements: () => ['reserve', 'statements'] as const,
  publicKey: () => ['reserve', 'public-key'] as const,
  proof: (serial: string) => ['reserve', 'proof', serial] as const,
  adminProposals: () => ['reserve', 'admin', 'proposals'] as const,
  pendingProposals: () => ['reserve', 'admin', 'proposals', 'pending'] as const,
  decidedProposals: () => ['reserve', 'admin', 'proposals', 'decided'] as const,
};
