import type { TWhiteLabelConfig } from "@mawid/contracts/identity";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders } from "../../test-utils";
import { useBrand } from "./brand-context";

const whiteLabel: TWhiteLabelConfig = {
  isActive: true,
  primaryColor: "#1f7a5c",
  secondaryColor: "#c9a227",
  backgroundColor: "#ffffff",
  textColor: "#111111",
  organizationName: "Masjid Al-Noor",
  logoUrl: null,
  customFooterText: null,
  contactEmail: null,
  contactPhone: null,
  address: null,
  websiteUrl: null,
  showProductBranding: false,
};

function BrandName() {
  return <p>{useBrand().name}</p>;
}

describe("the white-label brand", () => {
  it("follows the organisation's active white-label once the profile has it", async () => {
    const auth = signedInAs({ roles: ["owner"] });
    renderWithProviders(<BrandName />, { auth: { ...auth, me: { ...auth.me!, whiteLabel } } });
    expect(await screen.findByText("Masjid Al-Noor")).toBeInTheDocument();
  });

  it("stays the product's own without one", () => {
    renderWithProviders(<BrandName />, { auth: signedInAs() });
    expect(screen.getByText("Mawid")).toBeInTheDocument();
  });
});
