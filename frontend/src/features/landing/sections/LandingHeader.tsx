import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SvgIcon } from '../../../shared/SvgIcon';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../../shared/authPaths';
import { brandName } from '../../../shared/brand';
import { buttonClassName } from '../buttonClassName';
import { headerTexts, navLinks } from '../texts';

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="landing-header">
      <div className="landing-container landing-header__inner">
        <a href="#top" className="landing-header__brand">
          {brandName}
        </a>
        <nav
          id="landing-nav"
          aria-label={headerTexts.navLabel}
          className={menuOpen ? 'landing-nav landing-nav--open' : 'landing-nav'}
        >
          <ul>
            {navLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-header__actions">
          {/* Links: they work before the scripts have run, and inside the app once they have. */}
          <Link to={SIGN_IN_PATH} className={buttonClassName({ variant: 'text' })}>
            {headerTexts.login}
          </Link>
          <Link to={SIGN_UP_PATH} className={buttonClassName({ variant: 'primary' })}>
            {headerTexts.signUp}
          </Link>
          <button
            type="button"
            className={buttonClassName({ variant: 'text', iconOnly: true, className: 'landing-header__menu-toggle' })}
            aria-label={menuOpen ? headerTexts.closeMenu : headerTexts.openMenu}
            aria-expanded={menuOpen}
            aria-controls="landing-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <SvgIcon icon={menuOpen ? CloseOutlined : MenuOutlined} />
          </button>
        </div>
      </div>
    </header>
  );
}
