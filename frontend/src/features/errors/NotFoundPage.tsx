import { Link } from 'react-router-dom';

export const notFoundTexts = {
  code: '404',
  title: 'Oops! Page not found',
  home: 'Zurück zur Startseite',
} as const;

export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1 className="not-found__code">{notFoundTexts.code}</h1>
      <p className="not-found__title">{notFoundTexts.title}</p>
      <Link to="/" className="not-found__home">
        {notFoundTexts.home}
      </Link>
    </main>
  );
}
