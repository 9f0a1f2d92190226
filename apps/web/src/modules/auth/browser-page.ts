/** Full page loads (spec §4: after the profile steps, after a service-company switch, a language change); an object so tests can replace it. */
export const browserPage = {
  reload: (): void => window.location.reload(),
};
