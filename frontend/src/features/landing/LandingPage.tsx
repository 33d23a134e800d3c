import { AudienceSection } from './sections/AudienceSection';
import { ClosingSection } from './sections/ClosingSection';
import { CookieBanner } from './sections/CookieBanner';
import { DemoSection } from './sections/DemoSection';
import { FaqSection } from './sections/FaqSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { LandingFooter } from './sections/LandingFooter';
import { LandingHeader } from './sections/LandingHeader';
import { PricingSection } from './sections/PricingSection';
import { ProblemSolutionSection } from './sections/ProblemSolutionSection';
import { ReferencesSection } from './sections/ReferencesSection';
import { useSetupRedirect } from './useSetupRedirect';
import './landing.css';

export function LandingPage() {
  useSetupRedirect();
  return (
    <div className="landing" id="top">
      <LandingHeader />
      <main>
        <HeroSection />
        <AudienceSection />
        <ProblemSolutionSection />
        <FeaturesSection />
        <PricingSection />
        <HowItWorksSection />
        <ReferencesSection />
        <DemoSection />
        <FaqSection />
        <ClosingSection />
      </main>
      <LandingFooter />
      <CookieBanner />
    </div>
  );
}
