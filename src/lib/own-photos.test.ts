import { describe, expect, it } from "vitest";
import { ownPhoto } from "./own-photos";

describe("ownPhoto", () => {
  it("stops the build naming the field when the file is not in src/assets/fotos/", () => {
    expect(() => ownPhoto("nao-existe.jpg", "technician.portrait.file")).toThrow(
      "technician.portrait.file: não há o arquivo src/assets/fotos/nao-existe.jpg",
    );
  });
});
