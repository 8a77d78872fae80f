/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react";
import NProgress from "nprogress";
import { TopLoader } from "@/components/ui/top-loader";

afterEach(() => NProgress.remove());

it("shows the loading bar on a click to another page, with no made-up ARIA role (axe: aria-roles)", () => {
  render(<TopLoader />);
  const link = document.createElement("a");
  link.href = "/dedicated-servers";
  link.textContent = "Dedicated servers";
  document.body.append(link);
  link.addEventListener("click", (event) => event.preventDefault());
  link.click();

  const bar = document.querySelector("#nprogress .bar");
  expect(bar).not.toBeNull();
  expect(bar?.hasAttribute("role")).toBe(false);
  expect(bar?.getAttribute("aria-hidden")).toBe("true");
  expect(document.querySelector("#nprogress [role]")).toBeNull();
  // nprogress still finds and moves the bar (its barSelector follows the template).
  NProgress.set(0.5);
  expect((bar as HTMLElement).style.transform || (bar as HTMLElement).style.marginLeft).toMatch(/-50%/);
  link.remove();
});
