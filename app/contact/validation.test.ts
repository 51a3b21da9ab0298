import { describe, expect, it } from "vitest";
import { validate } from "./validation";

const valid = { name: "Ada", email: "ada@example.com", message: "Hello" };

describe("validate", () => {
  it("accepts a complete message", () => {
    expect(validate(valid)).toEqual({});
  });

  it("asks for every empty field", () => {
    expect(validate({ name: "", email: "", message: "" })).toEqual({
      name: "enterName",
      email: "enterEmail",
      message: "enterMessage",
    });
  });

  it("treats whitespace as empty", () => {
    expect(validate({ name: "  ", email: " \t", message: "\n\n" })).toEqual({
      name: "enterName",
      email: "enterEmail",
      message: "enterMessage",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "a da@example.com"])(
    "rejects the email %j",
    (email) => {
      expect(validate({ ...valid, email })).toEqual({ email: "invalidEmail" });
    },
  );

  it("has no length limits", () => {
    const long = "x".repeat(100_000);
    expect(validate({ name: long, email: valid.email, message: long })).toEqual({});
  });

  it("accepts any characters", () => {
    expect(
      validate({ name: "<b>Zoë</b> 🚀", email: valid.email, message: "مرحبا <script>" }),
    ).toEqual({});
  });
});
