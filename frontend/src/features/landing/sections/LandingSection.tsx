import type { ReactNode } from 'react';
import type { SectionId } from '../texts';

export interface LandingSectionProps {
  id?: SectionId;
  /** Used for the heading's id when the section has no anchor id. */
  name: string;
  title: string;
  subtitle?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/**
 * A landing page band: anchor target, heading and content in the page's container width.
 * The landing page uses plain HTML for text and cards: its first load stays small (see vite.config.ts).
 */
export function LandingSection({ id, name, title, subtitle, tone = 'plain', children }: LandingSectionProps) {
  const headingId = `${id ?? name}-title`;
  return (
    <section
      id={id}
      className={`landing-section landing-section--${tone}`}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
    >
      <div className="landing-container">
        <header className="landing-section__header">
          <h2 id={headingId} className="landing-section__title">
            {title}
          </h2>
          {subtitle ? <p className="landing-section__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
