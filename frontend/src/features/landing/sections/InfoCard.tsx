import type { ReactNode } from 'react';

export interface InfoCardProps {
  icon?: ReactNode;
  title: string;
  tone?: 'default' | 'problem' | 'benefit';
  children?: ReactNode;
}

export function InfoCard({ icon, title, tone = 'default', children }: InfoCardProps) {
  return (
    <article className={`landing-card landing-card--${tone}`}>
      {icon ? (
        <span className="landing-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h3 className="landing-card__title">{title}</h3>
      {children}
    </article>
  );
}
