/**
 * @jest-environment jsdom
 */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { AppProviders, TOAST_DURATION_MS } from "@/components/ui/app-providers";
import { notifyFailure, notifySuccess } from "@/components/ui/notify";


beforeAll(() => {
  // sonner measures toasts; jsdom has no matchMedia.
  window.matchMedia = window.matchMedia ?? ((() => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia);
});

function renderProviders(locale: "en" | "ru" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ toast: { close: locale === "en" ? "Close" : "Закрыть" } }}>
      <AppProviders />
    </NextIntlClientProvider>,
  );
}

describe("the negative toast", () => {
  it("shows the last entry of a detail list at the bottom with a close button", async () => {
    renderProviders();
    act(() => void notifyFailure({ detail: [{ msg: "first" }, { msg: "Please enter correct email" }] }, "Internal server error"));
    expect(await screen.findByText("Please enter correct email")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Close" }).length).toBeGreaterThan(0);
    const toaster = document.querySelector("[data-sonner-toaster]")!;
    expect(toaster.getAttribute("data-y-position")).toBe("bottom");
  });

  it("falls back to the generic text without a response", async () => {
    renderProviders();
    act(() => void notifyFailure(undefined, "Internal server error"));
    expect(await screen.findByText("Internal server error")).toBeTruthy();
  });

  it("shows response_message as a positive toast", async () => {
    renderProviders("ru");
    act(() => void notifySuccess({ response_message: "Action was successful" }));
    expect(await screen.findByText("Action was successful")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Закрыть" }).length).toBeGreaterThan(0);
  });

  it("lasts 5000 ms (spec section 9)", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
