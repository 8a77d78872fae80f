/** Path of the page shown (HTTP 503) when the catalogue is empty or the database unreachable. */
export const SERVER_NOT_AVAILABLE_PATH = "/server-not-available";
