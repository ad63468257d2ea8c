import { Link } from '#journey/router.tsx';
import './header.css';

/** The black header with the logo, a link home and the 'Commercial Vehicle' label (SPEC.md 1). */
export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Van Quote home">
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <rect x="0" y="6" width="40" height="28" rx="6" fill="#2ec4b6" />
            <path d="M8 14h16l8 8v6H8z" fill="#000" />
            <circle cx="14" cy="30" r="3" fill="#fff" />
            <circle cx="28" cy="30" r="3" fill="#fff" />
          </svg>
          {/* The name is the page's own text beside the mark, not SVG text: selectable, in the page's font. */}
          <span className="site-header__name" aria-hidden="true">
            Van Quote
          </span>
        </Link>
        <span className="site-header__label">Commercial Vehicle</span>
      </div>
    </header>
  );
}
