import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brandName } from '../../shared/brand';
import './auth.css';

export interface AuthCardFrameProps {
  title: string;
  /** The brand links to the home page; not before the first run's setup, when there is none yet. */
  brandLinksHome?: boolean;
  children: ReactNode;
}

/** The card of the pages around signing in (a new password, the first run's setup): the brand, the heading, the content. */
export function AuthCardFrame({ title, brandLinksHome = true, children }: AuthCardFrameProps) {
  return (
    <main className="auth-page">
      <Card className="auth-card">
        {brandLinksHome ? (
          <Link to="/" className="auth-card__brand">
            {brandName}
          </Link>
        ) : (
          <span className="auth-card__brand">{brandName}</span>
        )}
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
