import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandName } from '../../../shared/brand';
import { headerTexts, navLinks } from '../texts';

export function LandingHeader() {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const goToAuth = () => navigate('/auth');

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
          <Button type="text" onClick={goToAuth}>
            {headerTexts.login}
          </Button>
          <Button type="primary" onClick={goToAuth}>
            {headerTexts.signUp}
          </Button>
          <Button
            className="landing-header__menu-toggle"
            type="text"
            icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
            aria-label={menuOpen ? headerTexts.closeMenu : headerTexts.openMenu}
            aria-expanded={menuOpen}
            aria-controls="landing-nav"
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
    </header>
  );
}
