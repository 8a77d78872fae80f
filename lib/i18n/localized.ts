/** Texts kept in both interface languages (catalogue names, attribute labels, article titles). */
export type Localized = { en: string; ru: string };
