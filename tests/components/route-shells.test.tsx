import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalShells, routeShells, ShellPage } from '#app/route-shells.tsx';
import { routeNamed } from '#app/routes.tsx';
import type { RouteName } from '#domain/journey/route-names.ts';
import { fillTopMarks, screenTopValues, topMarks, type ScreenTopName } from '#domain/journey/screen-tops.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

/** A control in the page before the scripts would take a tap nothing answers. */
function expectNoControls(page: Element, where: string) {
  expect(page.querySelectorAll('button, input, select, textarea, dialog, [tabindex="0"]').length, where).toBe(
    0,
  );
}

/**
 * The shell is the start of the screen: the same elements, classes and words, so the screen takes its
 * place without moving anything. Every child but the last must be the same; the last may be the
 * start of the screen's.
 */
function expectStartOf(shell: Element, screenElement: Element | null | undefined, where: string) {
  expect(screenElement, `${where}: the screen has no element here`).toBeTruthy();
  const actual = screenElement as Element;
  expect(`${actual.tagName}.${actual.className}`, where).toBe(`${shell.tagName}.${shell.className}`);
  const kids = [...shell.children];
  kids.forEach((kid, i) => {
    const other = actual.children[i];
    const last = i === kids.length - 1;
    if (last && kid.children.length > 0) expectStartOf(kid, other, `${where} > ${kid.tagName}`);
    else expect(other?.outerHTML, `${where} > ${kid.tagName}`).toBe(kid.outerHTML);
  });
}

const shells = Object.entries(routeShells) as [RouteName, () => React.ReactElement][];

describe('route shells: the top of a screen the server sends before the scripts (docs/decisions/048)', () => {
  it.each(shells)('%s: the shell holds the heading and is the start of the screen', async (name, shell) => {
    const entry = routeNamed(name);
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<ShellPage entry={entry}>{shell()}</ShellPage>);
    const heading = page.querySelector('main [data-route-shell] h1')?.textContent;
    expect(heading).toBeTruthy();
    expectNoControls(page.querySelector('[data-route-shell]') as Element, name);
    expect(page.querySelector('nav[aria-label="Progress"]') !== null).toBe(entry.progress !== null);

    renderRoute(entry.path, { assumptionsAccepted: true });
    await screen.findByRole('heading', { level: 1, name: heading as string });
    const shellTop = page.querySelector('[data-route-shell]')?.firstElementChild as Element;
    expectStartOf(shellTop, screen.getByRole('main').firstElementChild, name);
  });
});

const filledShells = Object.keys(proposalShells) as ScreenTopName[];

describe("shells filled from the customer's proposal (docs/decisions/051)", () => {
  it.each(filledShells)(
    '%s: filled as the server fills it, the shell is the start of the screen, word for word',
    async (name) => {
      const proposal = await quotedProposal(api);
      await api.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: true });
      const { json } = await api.call('GET', `/api/proposal/${proposal.uuid}`);
      const stored = (json as { proposal: typeof proposal }).proposal;
      const values = screenTopValues(name, stored, optionsByName(loadReferenceLists()));
      expect(values).not.toBeNull();
      const entry = routeNamed(name);
      const marked = renderToStaticMarkup(
        <ShellPage entry={entry}>{proposalShells[name](topMarks<never>())}</ShellPage>,
      );
      const page = document.createElement('div');
      page.innerHTML = fillTopMarks(marked, values as Record<string, string>) as string;
      // The customer's own words are in it: nothing is left as a mark.
      expect(page.innerHTML).not.toContain('{{top:');
      expectNoControls(page.querySelector('[data-route-shell]') as Element, name);
      const heading = page.querySelector('main [data-route-shell] h1')?.textContent as string;

      renderRoute(`${entry.path}?uuid=${proposal.uuid}`);
      await screen.findByRole('heading', { level: 1, name: heading });
      const shellTop = page.querySelector('[data-route-shell]')?.firstElementChild as Element;
      expectStartOf(shellTop, screen.getByRole('main').firstElementChild, name);
    },
  );
});
