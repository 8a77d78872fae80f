/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react";
import { Stepper } from "@/components/ui/stepper";

const steps = ["Order configuration", "Billing account", "Payment", "Review", "Finished"].map((label, i) => ({ id: String(i), label }));

it("is an ordered list naming the current step with aria-current and the done ones as completed", () => {
  render(<Stepper steps={steps} current={2} label="Order progress" doneLabel="completed" />);
  const list = screen.getByRole("list", { name: "Order progress" });
  expect(list.tagName).toBe("OL");
  const items = within(list).getAllByRole("listitem");
  expect(items.map((i) => i.getAttribute("aria-current"))).toEqual([null, null, "step", null, null]);
  expect(items[0].textContent).toContain("Order configuration (completed)");
  expect(items[2].textContent).not.toContain("completed");
});
