/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";

const apiFetch = jest.fn();
jest.mock("@/components/api/client", () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));

import { ChatWidget, INTERCOM_WIDGET_HOST } from "@/components/support/chat-widget";

function widgetScript() {
  return document.querySelector<HTMLScriptElement>("script[data-chat-widget]");
}

beforeEach(() => {
  apiFetch.mockReset();
  document.head.innerHTML = "";
  document.cookie = "application-signed-in=; Max-Age=0; Path=/";
  delete (window as { intercomSettings?: unknown }).intercomSettings;
});

describe("ChatWidget", () => {
  it("loads nothing for a guest (no call either)", async () => {
    render(<ChatWidget />);
    await new Promise((r) => setTimeout(r, 20));
    expect(apiFetch).not.toHaveBeenCalled();
    expect(widgetScript()).toBeNull();
  });

  it("loads nothing when the server has no app id", async () => {
    document.cookie = "application-signed-in=1; Path=/";
    apiFetch.mockResolvedValue({ hash: "h", user_id: "u1", app_id: null });
    render(<ChatWidget />);
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith("/api/integrations/intercom", { silent: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(widgetScript()).toBeNull();
  });

  it("loads the widget from its host with the identity hash for a signed-in user", async () => {
    document.cookie = "application-signed-in=1; Path=/";
    apiFetch.mockResolvedValue({ hash: "abc123", user_id: "u1", app_id: "app9" });
    render(<ChatWidget />);
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    expect(widgetScript()!.src).toBe(`${INTERCOM_WIDGET_HOST}/widget/app9`);
    expect((window as { intercomSettings?: Record<string, unknown> }).intercomSettings).toMatchObject({ app_id: "app9", user_id: "u1", user_hash: "abc123" });
  });
});
