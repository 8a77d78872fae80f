import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { Jimp } from "jimp";
import jsQR from "jsqr";
import { signIn, uniqueEmail } from "./support/sign-in";

/**
 * Delivery (issue 12): a buyer pays for a VPN and a GPU server from two suppliers (through the API,
 * as buying.spec.ts covers the stepper); each supplier signs in, finds the resource in its delivery
 * queue and delivers it with the access-creation dialog; the buyer opens each resource, reads the
 * access, scans the VPN configuration's QR code (decoded here with jsQR from a screenshot) and
 * downloads the file; then asks for a reboot, which the server's supplier confirms. axe on the queue,
 * the dialog, the resource page and the supplier's resource page.
 */

const BUYER_IP = "127.0.0.50";
const VPN_CONFIG = `[Interface]\nPrivateKey = ${"eE2".repeat(14)}=\nAddress = 10.7.0.2/32\n\n[Peer]\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0\n`;

type Offer = { uid: string; stock: number; supplier: { slug: string } };

/** A JSON call from the page, as its islands make them (the session cookie and the cross-site request token). */
async function api<T>(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const csrf = ((await (await fetch("/api/users/access/csrf")).json()) as { csrf_token: string }).csrf_token;
      const res = await fetch(path, { method, headers: { "Content-Type": "application/json", "x-csrf-token": csrf, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json().catch(() => null)) as T };
    },
    { method, path, body, headers },
  );
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test("the delivery loop: two suppliers deliver from their queues; the buyer reads the access, scans the VPN QR code and downloads the file", async ({ browser }) => {
  test.setTimeout(180_000);
  const buyerContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": BUYER_IP }, acceptDownloads: true });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, uniqueEmail("delivery-buyer"));

  // Two suppliers' offers (not the supplier-offers spec's quietpath-vpn: sign-in codes are limited per e-mail).
  const offers = async (product: string) => (await api<{ items: Offer[] }>(buyer, "GET", `/api/offers?product_slug=${product}&size=100`)).body.items;
  const vpnOffer = (await offers("business-vpn")).find((o) => o.supplier.slug !== "quietpath-vpn" && o.stock > 2)!;
  const gpuOffer = (await offers("rtx-4090-servers")).find((o) => o.supplier.slug !== vpnOffer.supplier.slug && o.stock > 2)!;
  expect(vpnOffer && gpuOffer).toBeTruthy();

  // The buyer pays for one of each.
  const profile = await api<{ uid: string }>(buyer, "POST", "/api/users/profile/profiles", {
    first_name: "Anna", last_name: "Schmidt", email: "anna.schmidt@example.com", phone_number: "030 12345678", phone_region: "DE", city: "Berlin", zip_code: "10115", address: "Invalidenstraße 1", country: "DE",
  });
  expect(profile.status).toBe(201);
  for (const offer of [vpnOffer, gpuOffer]) expect([200, 201]).toContain((await api(buyer, "POST", "/api/cart", { offer: offer.uid, count: 1 })).status);
  const cart = await api<{ items: { id: string; instances: { instance: number; errors: { field: string }[] }[] }[] }>(buyer, "GET", "/api/cart?size=100");
  for (const item of cart.body.items)
    for (const inst of item.instances)
      if (inst.errors.some((e) => e.field === "hostname")) expect((await api(buyer, "POST", `/api/cart/configuration/${item.id}`, { instance: inst.instance, values: { hostname: "gpu-1.example.com" } })).status).toBe(200);
  const placed = await api<{ payment: { redirect_url: string } }>(buyer, "POST", "/api/orders/place", { profile: profile.body.uid }, { "Idempotency-Key": crypto.randomUUID() });
  expect(placed.status).toBe(201);
  const session = placed.body.payment.redirect_url.split("/pay/demo/")[1];
  expect((await api(buyer, "POST", `/api/payments/demo/${session}`, { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Anna Schmidt" })).status).toBe(200);
  const mine = await api<{ items: { uid: string; name: string; product_slug: string; status: string }[] }>(buyer, "GET", "/api/resources?size=100");
  const vpn = mine.body.items.find((r) => r.product_slug === "business-vpn")!;
  const gpu = mine.body.items.find((r) => r.product_slug === "rtx-4090-servers")!;
  expect(vpn.status).toBe("waiting");

  // Before delivery the buyer's page says so.
  await buyer.goto(`/resources/vpn/business-vpn/${vpn.uid}`);
  await expect(buyer.getByText(/^The resource is still Waiting for delivery/)).toBeVisible();

  // The VPN's supplier: the queue, the dialog (a bad panel link refused), delivery.
  const vpnSupplierContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.51" } });
  const vpnSupplier = await vpnSupplierContext.newPage();
  await signIn(vpnSupplier, `owner@${vpnOffer.supplier.slug}.example.com`);
  await vpnSupplier.goto("/supplier/delivery");
  await vpnSupplier.getByRole("link", { name: "vpn / business-vpn" }).click();
  const table = vpnSupplier.getByRole("table", { name: "Resources of business-vpn" });
  await expect(table).toBeVisible();
  expect(await seriousViolations(vpnSupplier)).toEqual([]);
  await table.getByRole("button", { name: `Deliver ${vpn.name}` }).click();
  const dialog = vpnSupplier.getByRole("dialog", { name: `Deliver ${vpn.name}` });
  await dialog.getByLabel("Panel link", { exact: true }).fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(dialog.getByText("Url address is invalid")).toBeVisible();
  expect(await seriousViolations(vpnSupplier)).toEqual([]);
  await dialog.getByLabel("Panel link", { exact: true }).fill("https://panel.example.com/login");
  await dialog.getByLabel("VPN configuration file (required)", { exact: true }).fill(VPN_CONFIG);
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row").filter({ hasText: vpn.name })).toContainText("Delivered");
  await vpnSupplierContext.close();

  // The server's supplier delivers an address, a user name and a password.
  const gpuSupplierContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.52" } });
  const gpuSupplier = await gpuSupplierContext.newPage();
  await signIn(gpuSupplier, `owner@${gpuOffer.supplier.slug}.example.com`);
  await gpuSupplier.goto("/supplier/delivery/gpu-servers/rtx-4090-servers");
  const gpuTable = gpuSupplier.getByRole("table", { name: "Resources of rtx-4090-servers" });
  await expect(gpuTable.getByRole("row").filter({ hasText: gpu.name })).toContainText("gpu-1.example.com");
  await gpuTable.getByRole("button", { name: `Deliver ${gpu.name}` }).click();
  const gpuDialog = gpuSupplier.getByRole("dialog", { name: `Deliver ${gpu.name}` });
  await gpuDialog.getByLabel("IPv4 (required)", { exact: true }).fill("185.12.64.10");
  await gpuDialog.getByLabel("Username (required)", { exact: true }).fill("root");
  await gpuDialog.getByLabel("Password (required)", { exact: true }).fill("Gpu-pass-2026");
  await gpuDialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(gpuDialog).toBeHidden();

  // The buyer: from the account menu to Resources, then the VPN's page: its access, QR code (decoded) and file.
  await buyer.goto("/");
  await buyer.getByRole("button", { name: "Account menu" }).click();
  await buyer.getByRole("link", { name: "Resources" }).click();
  await buyer.getByRole("table", { name: "Resources" }).getByRole("link", { name: vpn.name }).click();
  await expect(buyer).toHaveURL(new RegExp(`/resources/vpn/business-vpn/${vpn.uid}$`));
  await buyer.getByRole("button", { name: "Show access data" }).click();
  await expect(buyer.getByText("https://panel.example.com/login")).toBeVisible();
  const qr = buyer.getByRole("img", { name: "QR code of the VPN configuration" });
  await expect(qr).toBeVisible();
  expect(await seriousViolations(buyer)).toEqual([]);
  const shot = await Jimp.fromBuffer(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.bitmap.data), shot.bitmap.width, shot.bitmap.height);
  expect(decoded?.data).toBe(VPN_CONFIG);
  const [download] = await Promise.all([buyer.waitForEvent("download"), buyer.getByRole("button", { name: "Download the configuration file" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.conf$/);
  expect(readFileSync((await download.path())!, "utf8")).toBe(VPN_CONFIG);

  // The server's access.
  await buyer.goBack();
  await buyer.getByRole("table", { name: "Resources" }).getByRole("link", { name: gpu.name }).click();
  await buyer.getByRole("button", { name: "Show access data" }).click();
  await expect(buyer.getByText("185.12.64.10")).toBeVisible();
  await expect(buyer.getByText("Gpu-pass-2026")).toBeVisible();

  // The buyer asks for a reboot: the supplier confirms it on the resource's page; the server is delivered again.
  await buyer.getByRole("button", { name: "Reboot" }).click();
  await expect(buyer.getByText("Reboot requested: waiting for the supplier.")).toBeVisible();
  await gpuSupplier.goto(`/supplier/resources/gpu-servers/rtx-4090-servers/${gpu.uid}`);
  await expect(gpuSupplier.getByText("The buyer asked: reboot", { exact: false })).toBeVisible();
  expect(await seriousViolations(gpuSupplier)).toEqual([]);
  await gpuSupplier.getByRole("button", { name: "Confirm" }).click();
  await expect(gpuSupplier.getByText("The buyer asked: reboot", { exact: false })).toBeHidden();
  await gpuSupplierContext.close();
  await buyer.reload();
  await expect(buyer.getByRole("button", { name: "Show access data" })).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Reboot" })).toBeVisible();
  await buyerContext.close();
});
