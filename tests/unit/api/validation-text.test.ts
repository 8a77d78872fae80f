import { translateValidation } from "@/lib/api/messages";
import { VALIDATION } from "@/lib/auth/schema";

describe("translateValidation", () => {
  it("answers the spec's validation texts (section 5) in Russian for ru callers", () => {
    expect(translateValidation("ru", VALIDATION.email)).toBe("Введите корректный e-mail");
    expect(translateValidation("ru", VALIDATION.required)).toBe("Это поле обязательно");
    expect(translateValidation("ru", VALIDATION.terms)).toBe("Необходимо согласие");
    expect(translateValidation("ru", VALIDATION.code)).toBe("Код состоит из 6 цифр");
  });

  it("keeps English for en callers and passes unknown texts through", () => {
    expect(translateValidation("en", VALIDATION.email)).toBe("Please enter correct email");
    expect(translateValidation("ru", "Something else")).toBe("Something else");
  });
});
