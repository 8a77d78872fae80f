/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import LoginDialog from "@/components/auth/login-dialog";
import { PROFILE_KEY } from "@/components/auth/browser-state";
import { RESEND_KEY, resendAvailableAt } from "@/components/auth/resend-timer";
import { apiFetch, apiRequest } from "@/components/api/client";
import en from "@/messages/en/account.json";
import ru from "@/messages/ru/account.json";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh, replace: jest.fn() }) }));
jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));

const request = jest.mocked(apiRequest);
const fetchData = jest.mocked(apiFetch);

const ok = (data: unknown) => ({ ok: true as const, status: 200, data, headers: new Headers() });
const fail = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ ok: false as const, status, body, headers: new Headers(headers) });

function renderDialog(props: Partial<Parameters<typeof LoginDialog>[0]> = {}, locale: "en" | "ru" = "en") {
  const onOpenChange = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <LoginDialog open onOpenChange={onOpenChange} {...props} />
    </NextIntlClientProvider>,
  );
  return { onOpenChange };
}

async function enterEmail(address: string, label = "E-mail", button = "Continue") {
  fireEvent.change(screen.getByLabelText(label), { target: { value: address } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: button })));
}

beforeEach(() => {
  localStorage.clear();
  request.mockReset();
  fetchData.mockReset();
  fetchData.mockResolvedValue({ email: true, google: false });
  push.mockReset();
  refresh.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("step 1: the e-mail", () => {
  it("asks for a filled, correct e-mail (spec section 5)", async () => {
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    await enterEmail("not-an-email");
    expect(await screen.findByText("Please enter correct email")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("speaks Russian on a Russian page", async () => {
    renderDialog({}, "ru");
    await enterEmail("nope", "E-mail", "Продолжить");
    expect(await screen.findByText("Введите корректный e-mail")).toBeTruthy();
  });

  it("shows Google only when the server offers it", async () => {
    fetchData.mockResolvedValue({ email: true, google: true });
    renderDialog();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });

  it("sends the code and starts the per-e-mail resend timer from resend_after", async () => {
    request.mockResolvedValue(ok({ response_message: "sent", resend_after: 60, expires_in: 600 }));
    renderDialog();
    await enterEmail("Ann@Example.com");
    expect(request).toHaveBeenCalledWith("/api/users/access/confirmation_action", { method: "POST", body: { email: "ann@example.com" } });
    expect(await screen.findByLabelText("Code from the e-mail")).toBeTruthy();
    expect(screen.getByText(/You can request a new code in (1:00|0:5\d)/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Request code again" }) as HTMLButtonElement).disabled).toBe(true);
    expect(resendAvailableAt("ann@example.com")).toBeGreaterThan(Date.now() + 55_000);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESEND_KEY)!))).toEqual(["ann@example.com"]);
  });

  it("goes straight to the code while the e-mail's timer runs (no second code)", async () => {
    localStorage.setItem(RESEND_KEY, JSON.stringify({ "ann@example.com": Date.now() + 30_000 }));
    renderDialog();
    await enterEmail("ann@example.com");
    expect(await screen.findByLabelText("Code from the e-mail")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText(/You can request a new code in 0:(30|29)/)).toBeTruthy();
  });

  it("a 429 keeps the e-mail step, shows the server's text and holds the timer for Retry-After", async () => {
    request.mockResolvedValue(fail(429, { detail: "Too many codes requested for this e-mail. Try again in 40 min" }, { "Retry-After": "2400" }));
    renderDialog();
    await enterEmail("ann@example.com");
    expect(await screen.findByText("Too many codes requested for this e-mail. Try again in 40 min")).toBeTruthy();
    expect(screen.queryByLabelText("Code from the e-mail")).toBeNull();
    expect(resendAvailableAt("ann@example.com")).toBeGreaterThan(Date.now() + 2_390_000);
  });
});

describe("step 2: the code", () => {
  async function toCodeStep() {
    request.mockResolvedValueOnce(ok({ response_message: "sent", resend_after: 60, expires_in: 600 }));
    renderDialog();
    await enterEmail("ann@example.com");
    await screen.findByLabelText("Code from the e-mail");
  }

  it("needs the terms ticked ('Required to agreed') and six digits", async () => {
    await toCodeStep();
    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "12 3" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect(await screen.findByText("Required to agreed")).toBeTruthy();
    expect(screen.getByText("Enter the 6 digits of the code")).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    const terms = screen.getByRole("link", { name: "Terms of service" });
    expect(terms.getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("shows a wrong code's error under the field", async () => {
    await toCodeStep();
    request.mockResolvedValueOnce(fail(400, { detail: "The code is wrong. Check the latest e-mail and try again" }));
    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect(await screen.findByText("The code is wrong. Check the latest e-mail and try again")).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith("/api/users/access/token", { method: "POST", body: { email: "ann@example.com", code: "000000", terms_accepted: true } });
  });

  it("signs in: keeps the user, closes and continues to `next`", async () => {
    window.history.replaceState(null, "", "/?next=/settings");
    await toCodeStep();
    const user = { uid: "u1", email: "ann@example.com" };
    request.mockResolvedValueOnce(ok({ access_token: "a", refresh_token: "r", user }));
    const changed = jest.fn();
    window.addEventListener("auth:changed", changed);
    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "123-456" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    window.removeEventListener("auth:changed", changed);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/settings"));
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(user);
    expect(changed).toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("ignores a `next` to another site and refreshes the page instead", async () => {
    window.history.replaceState(null, "", "/?next=//evil.example/x");
    await toCodeStep();
    request.mockResolvedValueOnce(ok({ access_token: "a", refresh_token: "r", user: { uid: "u1", email: "ann@example.com" } }));
    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(push).not.toHaveBeenCalled();
  });

  it("'Change e-mail' goes back with the address filled in", async () => {
    await toCodeStep();
    fireEvent.click(screen.getByRole("button", { name: "Change e-mail" }));
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("ann@example.com");
  });
});

describe("forced", () => {
  it("has no close button and explains why", async () => {
    const { onOpenChange } = renderDialog({ forced: true });
    expect(screen.getByRole("note").textContent).toMatch(/needs an account/);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
