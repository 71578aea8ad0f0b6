/**
 * Query keys of the profiles module's endpoints. ['me'] is the session (user and profile): sign-in
 * invalidates it, sign-out reloads the page. Other modules' personal data live under ['me', ...].
 */
export const profilesKeys = {
  me: () => ['me'] as const,
  mySettings: () => ['me', 'settings'] as const,
};
