/** Query keys of the reserve module's public endpoints (statements, key, proofs). */
export const reserveKeys = {
  all: () => ['reserve'] as const,
  statements: () => ['reserve', 'statements'] as const,
  publicKey: () => ['reserve', 'public-key'] as const,
  proof: (serial: string) => ['reserve', 'proof', serial] as const,
};
