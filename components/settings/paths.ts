/** Unprefixed app paths of the settings area and the notifications page (localise with the i18n Link). */
export const settingsPaths = {
  main: "/settings",
  profile: "/settings/profile",
  access: "/settings/access",
  notifications: "/notifications",
} as const;
