import { BUSINESS_NAME } from '#domain/limits.ts';
import { SupportPhoneLink } from '#screens/shared/support-phone-link.tsx';
import { UsageFiguresChoice } from './usage-figures-choice';
import './footer.css';

const links = [
  { href: '/legal/terms-of-use.html', text: 'Terms of use' },
  { href: '/legal/privacy-and-cookies.html', text: 'Privacy and cookies' },
  { href: '/legal/company-details.html', text: 'Company details' },
];

/** The footer: legal links, the support line and the copyright line (SPEC.md 1). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal">
          <ul className="link-list site-footer__links">
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__help">
          Need help? Call us on <SupportPhoneLink />
        </p>
        <UsageFiguresChoice />
        <p className="site-footer__copyright">© {BUSINESS_NAME} 2015</p>
      </div>
    </footer>
  );
}
