import type { MouseEvent } from 'react';
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
import { layOutWholePage } from './scrollToSection';
import { useSetupRedirect } from './useSetupRedirect';
import './landing.css';

/** A link to a band of the page (header, footer): the browser scrolls to it after the click. */
function layOutBeforeAnchorScroll(event: MouseEvent<HTMLDivElement>): void {
  if (event.target instanceof Element && event.target.closest('a[href^="#"]')) layOutWholePage();
}

export function LandingPage() {
  useSetupRedirect();
  return (
    <div className="landing" id="top" onClickCapture={layOutBeforeAnchorScroll}>
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
