import { describe, expect, it } from "vitest";
import { copyText } from "./copy-text.ts";

describe("copyText", () => {
  it("writes a line per row, its columns in the given order, separated by tabs", () => {
    expect(
      copyText(
        ["id", "n", "name"],
        [
          { name: "Iftar", id: "a", n: 3 },
          { id: "b", n: 0, name: "Jumu'ah" },
        ],
      ),
    ).toBe("a\t3\tIftar\nb\t0\tJumu'ah\n");
  });

  it("writes a missing or null value as \\N, which PostgreSQL reads as NULL", () => {
    expect(copyText(["a", "b", "c"], [{ a: null, c: "" }])).toBe("\\N\t\\N\t\n");
  });

  it("escapes backslashes, tabs and line breaks, so a title cannot split its row or its line", () => {
    expect(copyText(["title"], [{ title: "Eid\tSalah\r\nC:\\hall\\." }])).toBe(
      "Eid\\tSalah\\r\\nC:\\\\hall\\\\.\n",
    );
  });
});
