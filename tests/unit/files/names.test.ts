import { cleanFileName, contentDisposition, MAX_NAME_LENGTH } from "@/lib/files/names";

describe("cleanFileName", () => {
  it("keeps the last path segment and gives the detected type's extension", () => {
    expect(cleanFileName("C:\\Users\\ann\\scan.pdf", "pdf")).toBe("scan.pdf");
    expect(cleanFileName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(cleanFileName("register.png", "pdf")).toBe("register.pdf"); // a PDF named .png
    expect(cleanFileName("invoice.html", "pdf")).toBe("invoice.pdf");
    expect(cleanFileName("photo.JPEG", "jpg")).toBe("photo.jpeg");
    expect(cleanFileName("photo.Jpg", "jpg")).toBe("photo.jpg");
    expect(cleanFileName("archive.tar.gz", "png")).toBe("archive.tar.png");
    expect(cleanFileName("Handelsregister 2026", "pdf")).toBe("Handelsregister 2026.pdf");
    expect(cleanFileName("Выписка ЕГРЮЛ.pdf", "pdf")).toBe("Выписка ЕГРЮЛ.pdf");
  });

  it("drops control, zero-width and bidi characters, reserved characters and leading dots", () => {
    expect(cleanFileName("evil\u202Egpj.exe", "jpg")).toBe("evilgpj.jpg");
    expect(cleanFileName("a\u0000b\u0007c\u200Bd.pdf", "pdf")).toBe("abcd.pdf");
    expect(cleanFileName("line\nbreak\ttab.pdf", "pdf")).toBe("line break tab.pdf");
    expect(cleanFileName('what?<is>:"this"|*.pdf', "pdf")).toBe("what__is___this___.pdf");
    expect(cleanFileName(".htaccess", "png")).toBe("htaccess.png");
    expect(cleanFileName("...", "png")).toBe("document.png");
  });

  it("names a nameless upload, in the given language", () => {
    expect(cleanFileName(undefined, "pdf")).toBe("document.pdf");
    expect(cleanFileName("   ", "png", "документ")).toBe("документ.png");
    expect(cleanFileName("/", "jpg")).toBe("document.jpg");
  });

  it("is at most 120 characters, never splitting a character", () => {
    const long = cleanFileName(`${"я".repeat(300)}.pdf`, "pdf");
    expect([...long]).toHaveLength(MAX_NAME_LENGTH);
    expect(long.endsWith("я.pdf")).toBe(true);
    const emoji = cleanFileName("😀".repeat(200), "png");
    expect([...emoji]).toHaveLength(MAX_NAME_LENGTH);
    expect(emoji.isWellFormed()).toBe(true);
  });
});

describe("contentDisposition", () => {
  it("carries any name as RFC 8187 UTF-8", () => {
    expect(contentDisposition("attachment", "scan.pdf")).toBe("attachment; filename*=UTF-8''scan.pdf");
    expect(contentDisposition("inline", "Выписка (1) it's.pdf")).toBe("inline; filename*=UTF-8''%D0%92%D1%8B%D0%BF%D0%B8%D1%81%D0%BA%D0%B0%20%281%29%20it%27s.pdf");
    expect(contentDisposition("attachment", 'a";b\r\nX: y.pdf')).toBe("attachment; filename*=UTF-8''a%22%3Bb%0D%0AX%3A%20y.pdf");
  });
});
