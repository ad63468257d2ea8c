import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  useHistoryState,
  useLocation,
  useNavigationType,
  useFirstMatch,
  useSearchParams,
} from '#journey/router.tsx';

/** Where the router is, how it got there and the entry's state, for the test to read. */
function Where() {
  const { pathname, search } = useLocation();
  const state = useHistoryState<{ from?: string }>();
  const uuid = useSearchParams().get('uuid');
  return (
    <output data-testid="where">
      {`${useNavigationType()} ${pathname}${search} uuid=${uuid} from=${state?.from}`}
    </output>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe("the app's router (docs/decisions/045)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts where it is told, as a first page (POP)', () => {
    render(
      <MemoryRouter path="/quote/payment-option?uuid=a%20b">
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('POP /quote/payment-option?uuid=a%20b uuid=a b from=undefined');
  });

  it('follows a link by adding an entry, and one to the current address by replacing it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter path="/quote/create">
        <Link to="/quote/recall?x=1">Elsewhere</Link>
        <Link to="/quote/recall?x=1">Here again</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/quote/recall?x=1');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(where()).toBe('PUSH /quote/recall?x=1 uuid=null from=undefined');
    await user.click(screen.getByRole('link', { name: 'Here again' }));
    expect(where()).toBe('REPLACE /quote/recall?x=1 uuid=null from=undefined');
  });

  it('redirects with history state', async () => {
    render(
      <MemoryRouter path="/quote/recall">
        <Navigate to="/assumptions" replace state={{ from: '/quote/recall' }} />
        <Where />
      </MemoryRouter>,
    );
    await screen.findByText('REPLACE /assumptions uuid=null from=/quote/recall');
  });

  it('in the browser, keeps the state in the history entry and follows Back (popstate)', async () => {
    window.history.replaceState(null, '', '/quote/recall');
    render(
      <BrowserRouter>
        <Navigate to="/assumptions" state={{ from: '/quote/recall' }} />
        <Where />
      </BrowserRouter>,
    );
    await screen.findByText('PUSH /assumptions uuid=null from=/quote/recall');
    expect(window.location.pathname).toBe('/assumptions');
    expect(window.history.state).toEqual({ from: '/quote/recall' });
    act(() => {
      window.history.replaceState(null, '', '/quote/recall?uuid=u1');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await screen.findByText('POP /quote/recall?uuid=u1 uuid=u1 from=undefined');
  });

  it.each([
    ['/quote/create', 'create'],
    ['/Quote/Create/', 'create'],
    ['/quote/cre%61te', 'create'],
    ['/', 'root'],
    ['/quote/create/more', 'anything'],
  ])('matches %s as React Router did: %s', (path, name) => {
    const candidates = [
      { path: '/quote/create', name: 'create' },
      { path: '/', name: 'root' },
      { path: '*', name: 'anything' },
    ];
    function Matched() {
      return <output data-testid="matched">{useFirstMatch(candidates)?.name}</output>;
    }
    render(
      <MemoryRouter path={path}>
        <Matched />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('matched').textContent).toBe(name);
  });
});
