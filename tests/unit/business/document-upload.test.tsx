/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { DocumentUpload } from "@/components/business/document-upload";
import { notifyFailure, notifySuccess } from "@/components/ui/notify";
import { renderBusiness } from "./render";

// The upload goes through the real call helper; only the network (fetch) and the toasts are fakes.
jest.mock("@/components/ui/notify", () => ({ notifyFailure: jest.fn(async () => {}), notifySuccess: jest.fn(async () => {}) }));

type Sent = { url: string; init: RequestInit };
const sent: Sent[] = [];
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, headers: new Headers(), text: async () => JSON.stringify(body) });

beforeEach(() => {
  sent.length = 0;
  document.cookie = "application-csrf=token-1; Path=/";
  document.cookie = "application-device-id=device-1; Path=/";
  jest.mocked(notifyFailure).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

const choose = (files: File[]) => act(async () => fireEvent.change(screen.getByLabelText("Choose files"), { target: { files } }));

describe("the document upload of step 2", () => {
  it("sends each file's raw bytes with its name, the cross-site token and the device id, and lists the API's refusals", async () => {
    const answers = [answer(201, { uid: "d1", name: "register.pdf", response_message: "Document uploaded" }), answer(415, { detail: { msg: "Only PNG, JPG or PDF scans are accepted", code: "unsupported" } })];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answers.shift();
    }) as unknown as typeof fetch;
    renderBusiness(<DocumentUpload />);
    const input = screen.getByLabelText("Choose files");
    expect(input.getAttribute("accept")).toBe(".png,.jpg,.jpeg,.pdf");

    const pdf = new File(["%PDF-1.7"], "register.pdf", { type: "application/pdf" });
    const exe = new File(["MZ"], "scan.png", { type: "image/png" });
    await choose([pdf, exe]);

    expect(sent.map((s) => s.url)).toEqual(["/api/documents?name=register.pdf", "/api/documents?name=scan.png"]);
    expect(sent[0].init.method).toBe("POST");
    expect(sent[0].init.body).toBe(pdf);
    expect(sent[0].init.headers).toMatchObject({ "x-csrf-token": "token-1", "x-device-id": "device-1", "Accept-Language": "en-US", "Content-Type": "application/pdf" });
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Not uploaded").parentElement?.textContent).toContain("scan.png: Only PNG, JPG or PDF scans are accepted");
    expect(screen.queryByText(/register\.pdf:/)).toBeNull();
  });
});
