import { createTranslator } from "use-intl/core";
import { deliveryLabel } from "@/components/catalogue/labels";
import { deliveryEstimate } from "@/lib/format";
import { allMessages } from "@/lib/i18n/messages";

const say = (locale: "en" | "ru", minutes: number) => {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: "catalogue" });
  return deliveryLabel(t as unknown as Parameters<typeof deliveryLabel>[0], minutes);
};

describe("deliveryEstimate (rounding as people say it)", () => {
  it.each([
    [0, { unit: "minute", count: 5 }],
    [5, { unit: "minute", count: 5 }],
    [7, { unit: "minute", count: 10 }],
    [15, { unit: "minute", count: 15 }],
    [16, { unit: "minute", count: 20 }],
    [56, { unit: "hour", count: 1 }],
    [60, { unit: "hour", count: 1 }],
    [75, { unit: "hours", count: 1 }],
    [90, { unit: "hours", count: 2 }],
    [120, { unit: "hours", count: 2 }],
    [240, { unit: "hours", count: 4 }],
    [20 * 60, { unit: "hours", count: 20 }],
    [21 * 60, { unit: "days", count: 1 }],
    [1440, { unit: "days", count: 1 }],
    [3 * 1440 + 100, { unit: "days", count: 3 }],
  ])("%p minutes → %o", (minutes, expected) => {
    expect(deliveryEstimate(minutes)).toEqual(expected);
  });
  it("reads bad input as the shortest promise", () => {
    expect(deliveryEstimate(-3)).toEqual({ unit: "minute", count: 5 });
    expect(deliveryEstimate(Number.NaN)).toEqual({ unit: "minute", count: 5 });
  });
});

describe("deliveryLabel in English and Russian", () => {
  it.each([
    [15, "within 15 minutes", "в течение 15 минут"],
    [1, "within 5 minutes", "в течение 5 минут"],
    [21, "within 25 minutes", "в течение 25 минут"],
    [60, "within an hour", "в течение часа"],
    [70, "about 1 hour", "около 1 часа"],
    [120, "about 2 hours", "около 2 часов"],
    [180, "about 3 hours", "около 3 часов"],
    [300, "about 5 hours", "около 5 часов"],
    [1440, "about 1 day", "около 1 дня"],
    [2 * 1440, "about 2 days", "около 2 дней"],
    [5 * 1440, "about 5 days", "около 5 дней"],
  ])("%p minutes → “%s” / “%s”", (minutes, en, ru) => {
    expect(say("en", minutes)).toBe(en);
    expect(say("ru", minutes)).toBe(ru);
  });
});
