import { getRequestConfig } from "next-intl/server";
import { allMessages } from "./messages";
import { isLocale, routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: allMessages[locale],
    timeZone: "UTC",
  };
});
