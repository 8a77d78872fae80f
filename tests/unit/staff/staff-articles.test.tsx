/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiRequest } from "@/components/api/client";
import { StaffArticles, type StaffArticle } from "@/components/staff/staff-articles";
import { fail, fakeApi, ok, renderStaff, type Call } from "./render";

jest.mock("@/components/api/client", () => ({ apiRequest: jest.fn() }));

const article: StaffArticle = {
  id: 4,
  slug: "gpu-guide",
  title: { en: "GPU guide", ru: "Гид по GPU" },
  excerpt: { en: "Pick a GPU", ru: "Выбор GPU" },
  body: { en: "## Why\n\nText", ru: "## Зачем\n\nТекст" },
  published_at: "2026-03-01T09:00:00.000Z",
};

beforeEach(() => jest.mocked(apiRequest).mockReset());

it("lists articles, edits one's Markdown and publishes a new one with field errors shown", async () => {
  let attempt = 0;
  const api = fakeApi({
    "GET /api/staff/articles": ok({ items: [article], total: 1, page: 1, size: 100, pages: 1 }),
    "GET /api/staff/articles/4": ok(article),
    "PATCH /api/staff/articles/4": ok(article),
    "POST /api/staff/articles": (_call: Call) =>
      ++attempt === 1 ? fail(422, { detail: [{ loc: ["body", "body", "ru"], msg: "This field is required", type: "invalid_type" }] }) : ok({ ...article, id: 5 }, 201),
  });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<StaffArticles />);
  const table = await screen.findByRole("table", { name: "Articles with slug and publication date, newest first" });
  expect(within(table).getByText("Mar 1, 2026")).toBeTruthy();
  fireEvent.click(within(table).getByRole("button", { name: "Edit GPU guide" }));
  const edit = await screen.findByRole("form", { name: "Edit article gpu-guide" });
  fireEvent.change(within(edit).getByLabelText("Text (English, Markdown)"), { target: { value: "## Why\n\n**New** text" } });
  fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(api.calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ body: { en: "## Why\n\n**New** text", ru: article.body.ru }, published_at: article.published_at }));

  const create = screen.getByRole("form", { name: "New article" });
  fireEvent.change(within(create).getByLabelText("Slug"), { target: { value: "new-one" } });
  fireEvent.change(within(create).getByLabelText("Title (English)"), { target: { value: "New" } });
  fireEvent.click(within(create).getByRole("button", { name: "Publish article" }));
  expect(await within(create).findByText("This field is required")).toBeTruthy();
  expect(within(create).getByLabelText("Text (Russian, Markdown)").getAttribute("aria-invalid")).toBe("true");
  expect(api.calls.find((c) => c.method === "POST")?.body).not.toHaveProperty("published_at");
});

it("shows the 'staff only' state and the Russian texts", async () => {
  const api = fakeApi({ "GET /api/staff/articles": fail(403, { detail: { msg: "staff only", code: "staff_only" } }) });
  jest.mocked(apiRequest).mockImplementation(api.impl as typeof apiRequest);
  renderStaff(<StaffArticles />, "ru");
  expect(await screen.findByRole("heading", { name: "Только для сотрудников маркетплейса" })).toBeTruthy();
});
