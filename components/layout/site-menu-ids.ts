/** The id of the header's foldable part and of its toggle (the sign-in dialog returns focus there). */
export const SITE_MENU_ID = "site-menu";
export const SITE_MENU_BUTTON_ID = "site-menu-button";
