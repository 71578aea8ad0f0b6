/** Query keys of the api-keys module's endpoints. */
export const apiKeysKeys = {
  mine: () => ['me', 'api-keys'] as const,
};
