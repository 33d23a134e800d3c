import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay, renderWithProviders } from '../../../test/test-utils';
import { LandingHeader } from './LandingHeader';

function renderHeader() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingHeader />} />
      <Route path="/auth" element={<LocationDisplay />} />
    </Routes>,
  );
}

describe('LandingHeader', () => {
  it('"Sign up" opens the sign-in screen in sign-up mode, also as a plain link', async () => {
    const { user } = renderHeader();
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/auth?mode=sign-up');

    await user.click(signUp);

    expect(screen.getByTestId('location')).toHaveTextContent('/auth?mode=sign-up');
  });

  it('"Login" opens the sign-in screen in login mode', async () => {
    const { user } = renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');

    await user.click(screen.getByRole('link', { name: 'Login' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });
});
