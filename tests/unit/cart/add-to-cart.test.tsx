/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { AUTH_EVENT, LOGIN_REQUEST_EVENT } from "@/components/auth/browser-state";
import { AddToCartIsland } from "@/components/cart/add-to-cart";
import { CART_EVENT } from "@/components/cart/events";
import { PENDING_TTL_MS, rememberPendingOffer, takePendingOffer } from "@/components/cart/pending";
import { SIGNED_IN_COOKIE } from "@/lib/auth/constants";

jest.mock("@/components/api/client", () => ({ apiFetch: jest.fn(), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);
const ok = (data: unknown) => ({ ok: true as const, status: 201, data, headers: new Headers() });

/** A listing's rows as the server renders them: bare submit buttons in the compare form, and the one island. */
function renderRows() {
  return render(
    <form method="get" action="/gpu-servers/nvidia-h100/compare">
      <table>
        <tbody>
          <tr data-offer-uid="offer00001">
            <td>
              <button name="add" value="offer00001" formAction="/cart">
                Add to cart
              </button>
            </td>
          </tr>
          <tr data-offer-uid="offer00002">
            <td>
              <button name="add" value="offer00002" formAction="/cart" disabled>
                Add to cart
              </button>
            </td>
          </tr>
        </tbody>
      </table>
      <AddToCartIsland />
    </form>,
  );
}

const signIn = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
};

let loginRequests = 0;
let cartChanges = 0;
const onLogin = () => loginRequests++;
const onCart = () => cartChanges++;
let submits = 0;
const onSubmit = (e: Event) => {
  e.preventDefault();
  submits++;
};

beforeEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
  request.mockReset();
  loginRequests = cartChanges = submits = 0;
  window.addEventListener(LOGIN_REQUEST_EVENT, onLogin);
  window.addEventListener(CART_EVENT, onCart);
  document.addEventListener("submit", onSubmit);
});
afterEach(() => {
  window.removeEventListener(LOGIN_REQUEST_EVENT, onLogin);
  window.removeEventListener(CART_EVENT, onCart);
  document.removeEventListener("submit", onSubmit);
});

describe("Add to cart on catalogue pages", () => {
  it("adds one of the offer for a signed-in buyer, without sending the form", async () => {
    signIn();
    request.mockResolvedValue(ok({ id: "item-1", response_message: "Added to cart" }));
    renderRows();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "Add to cart" })[0]));
    await waitFor(() => expect(request).toHaveBeenCalledWith("/api/cart", { method: "POST", body: { offer: "offer00001", count: 1 } }));
    await waitFor(() => expect(cartChanges).toBe(1));
    expect(submits).toBe(0);
    expect(loginRequests).toBe(0);
  });

  it("asks a guest to sign in, then adds the offer once the session appears on the same page", async () => {
    renderRows();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "Add to cart" })[0]));
    expect(loginRequests).toBe(1);
    expect(request).not.toHaveBeenCalled();
    expect(submits).toBe(0);

    request.mockResolvedValue(ok({ id: "item-1" }));
    signIn();
    await act(async () => window.dispatchEvent(new Event(AUTH_EVENT)));
    await waitFor(() => expect(request).toHaveBeenCalledWith("/api/cart", { method: "POST", body: { offer: "offer00001", count: 1 } }));
    // Only once: the remembered offer is gone.
    await act(async () => window.dispatchEvent(new Event(AUTH_EVENT)));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("adds a remembered offer when the page loads signed in (back from Google sign-in)", async () => {
    rememberPendingOffer("offer00001");
    signIn();
    request.mockResolvedValue(ok({ id: "item-1" }));
    renderRows();
    await waitFor(() => expect(request).toHaveBeenCalledWith("/api/cart", { method: "POST", body: { offer: "offer00001", count: 1 } }));
  });

  it("opens the sign-in when the session turns out to be gone", async () => {
    signIn();
    request.mockResolvedValue({ ok: false, status: 401, body: { detail: "Not signed in" }, headers: new Headers() });
    renderRows();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "Add to cart" })[0]));
    await waitFor(() => expect(loginRequests).toBe(1));
    expect(takePendingOffer()).toBe("offer00001");
  });

  it("does nothing for an out-of-stock offer's disabled button", async () => {
    signIn();
    renderRows();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "Add to cart" })[1]));
    expect(request).not.toHaveBeenCalled();
  });
});

describe("the remembered offer", () => {
  it("belongs to the page it was clicked on and expires", () => {
    rememberPendingOffer("offer00001", "/gpu-servers/nvidia-h100");
    expect(takePendingOffer("/other")).toBeNull();
    rememberPendingOffer("offer00001", "/gpu-servers/nvidia-h100");
    expect(takePendingOffer("/gpu-servers/nvidia-h100", Date.now() + PENDING_TTL_MS + 1)).toBeNull();
    rememberPendingOffer("offer00001", "/gpu-servers/nvidia-h100");
    expect(takePendingOffer("/gpu-servers/nvidia-h100")).toBe("offer00001");
    expect(takePendingOffer("/gpu-servers/nvidia-h100")).toBeNull();
  });
});
