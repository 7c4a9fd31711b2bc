import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { PricingSection } from "./pricing-section";
import { ScaleSection } from "./scale-section";
import { TestimonialsSection } from "./testimonials-section";

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <ScaleSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
    </>
  );
}
