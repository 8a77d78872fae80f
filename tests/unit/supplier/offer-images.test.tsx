/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { apiRequest } from "@/components/api/client";
import { OfferImages } from "@/components/supplier/offers/offer-images";
import { fail, fakeApi, ok, renderInArea } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));

const PATH = "/api/supplier/offers/abc123defg/images";
const covers = { image1x1: "/api/media/c1", image4x3: "/api/media/c2", image16x9: "/api/media/c3", image_social: "/api/media/c4" };
const uploaded = { image1x1: "/api/media/u1", image4x3: "/api/media/u2", image16x9: "/api/media/u3", image_social: "/api/media/u4" };
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("the offer's image section", () => {
  it("shows the generated cover, uploads a picked file as raw bytes and shows the new 16:9 rendition", async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: ok({ uid: "abc123defg", custom: false, media: covers }),
      [`POST ${PATH}`]: ok({ uid: "abc123defg", custom: true, media: uploaded, response_message: "Image uploaded" }, 201),
      [`DELETE ${PATH}`]: ok({ uid: "abc123defg", custom: false, media: covers, response_message: "The generated cover is back" }),
    });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    const { container } = renderInArea(<OfferImages uid="abc123defg" />, "manager");
    const image = await screen.findByRole("img", { name: "The offer's current 16:9 image" });
    expect(image.getAttribute("src")).toBe("/api/media/c3");
    expect(screen.getByText(/The product.s generated cover is shown/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Use the generated cover" }) as HTMLButtonElement).disabled).toBe(true);

    const picked = file("photo.png", "image/png");
    fireEvent.change(screen.getByLabelText("Upload an image (PNG, JPEG or WebP)"), { target: { files: [picked] } });
    await waitFor(() => expect(screen.getByRole("img", { name: "The offer's current 16:9 image" }).getAttribute("src")).toBe("/api/media/u3"));
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.raw).toEqual({ data: picked, type: "image/png" });

    fireEvent.click(screen.getByRole("button", { name: "Use the generated cover" }));
    await waitFor(() => expect(screen.getByRole("img", { name: "The offer's current 16:9 image" }).getAttribute("src")).toBe("/api/media/c3"));
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  it("shows the server's refusal under the field, and refuses a file over 8 MB without sending it", async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: ok({ uid: "abc123defg", custom: false, media: covers }),
      [`POST ${PATH}`]: fail(415, { detail: { msg: "Upload a PNG or JPEG image", code: "unsupported_image" } }),
    });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferImages uid="abc123defg" />, "owner");
    const field = await screen.findByLabelText("Upload an image (PNG, JPEG or WebP)");
    fireEvent.change(field, { target: { files: [file("drawing.svg", "image/svg+xml")] } });
    expect(await screen.findByText("Upload a PNG or JPEG image")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field, { target: { files: [file("huge.jpg", "image/jpeg", 8 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText("The image is larger than 8 MB.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("is read-only for a viewer, in Russian too", async () => {
    const api = fakeApi({ [`GET ${PATH}`]: ok({ uid: "abc123defg", custom: true, media: uploaded }) });
    jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
    renderInArea(<OfferImages uid="abc123defg" />, "viewer", "ru");
    expect(await screen.findByText(/загруженное вами изображение/)).toBeTruthy();
    expect(screen.getByText("Ваша роль позволяет смотреть изображение, но не менять его.")).toBeTruthy();
    expect(screen.queryByLabelText("Загрузить изображение (PNG, JPEG или WebP)")).toBeNull();
  });
});
