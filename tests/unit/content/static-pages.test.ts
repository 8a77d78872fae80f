import { getStaticPage, parseStaticPage, type StaticPageSlug } from "@/lib/content/static-pages";

const SLUGS: StaticPageSlug[] = ["about", "terms", "privacy-policy", "refund"];

describe("the information pages' Markdown (content/pages)", () => {
  it.each(SLUGS)("%s reads in both languages with the same sections", (slug) => {
    const en = getStaticPage(slug, "en");
    const ru = getStaticPage(slug, "ru");
    for (const page of [en, ru]) {
      expect(page.title).not.toBe("");
      expect(page.description).not.toBe("");
      expect(page.intro).not.toBe("");
      expect(page.sections.every((s) => s.heading && s.paragraphs.length)).toBe(true);
    }
    expect(ru.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
  });

  it("escapes text, renders inline Markdown and refuses unsafe links", () => {
    const page = parseStaticPage("---\ntitle: T\ndescription: D\n---\n\nIntro <b>&</b>\n\n## One\n\nSee *this*, [terms](/terms) and [x](javascript:alert(1)).\n", "t.md");
    expect(page.intro).toBe("Intro &lt;b&gt;&amp;&lt;/b&gt;");
    expect(page.sections).toEqual([{ heading: "One", paragraphs: [expect.stringContaining('<em>this</em>, <a href="/terms" class=')] }]);
    expect(page.sections[0].paragraphs[0]).toContain("[x](javascript:alert(1))");
  });

  it("names the file of a page it cannot lay out", () => {
    expect(() => parseStaticPage("no front matter", "a.md")).toThrow("a.md: no front matter");
    expect(() => parseStaticPage("---\ntitle: T\ndescription: D\n---\n\nIntro\n\n- a list\n", "b.md")).toThrow(/b\.md: line 8: .*bullet_list_open/);
    expect(() => parseStaticPage("---\ntitle: T\ndescription: D\n---\n\n## Heading first\n", "c.md")).toThrow("c.md: one intro paragraph");
  });
});
